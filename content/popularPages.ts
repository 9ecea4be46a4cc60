/**
 * The pages visitors ask for most: offered where someone is looking for a way on (the not-found page, the search page
 * and dialog before a query or when nothing matched).
 */
export const popularPages = {
  title: 'Popular pages',
  links: [
    { name: 'Digital Product Passport', href: '/products/digital-product-passport' },
    { name: 'Fr8lens', href: '/products/fr8lens' },
    { name: 'Digital Tower', href: '/products/digital-tower' },
    { name: 'Supply Chain Clearing House', href: '/supply-chain-clearing-house' },
    { name: 'Videos', href: '/videos' },
    { name: 'Blog', href: '/blog' },
    { name: 'About us', href: '/about' },
    { name: 'Contact us', href: '/contact' },
  ],
} as const satisfies { title: string; links: readonly { name: string; href: string }[] }
