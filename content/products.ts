import type { ProductCard } from './schemas/product'

/** The three products, in the order the menu, the home page and /products show them. */
export const products = [
  {
    slug: 'digital-product-passport',
    title: 'Digital Product Passport',
    desc: 'A blockchain-verified lifecycle record for every product, reached through QR codes and NFC tags, with compliance automation, impact analytics and IoT integration.',
    img: '/images/products/digital-product-passport.svg',
    link: '/products/digital-product-passport',
  },
  {
    slug: 'fr8lens',
    title: 'Fr8lens App',
    desc: 'A distributed freight and logistics app with carbon management and shipment passports issued as NFTs, connecting 3000+ truckers and 300+ warehouses.',
    img: '/images/products/fr8lens.svg',
    link: '/products/fr8lens',
  },
  {
    slug: 'digital-tower',
    title: 'Digital Tower',
    desc: 'One centralized platform connecting manufacturers, warehouses, freight forwarders and every transport mode, with smart quotes, real-time tracking and Scope 1-3 carbon visibility.',
    img: '/images/products/digital-tower.svg',
    link: '/products/digital-tower',
  },
] as const satisfies readonly ProductCard[]

/** The words of the /products index page. */
export const productsIndex = {
  title: 'Our Products',
  lead: 'AI and Web3 software that connects every party in your supply chain: verified product records, a distributed freight network and one control tower for every mode.',
  description:
    'The Digital Product Passport, the Fr8lens freight app and the Digital Tower platform: AI and Web3 software for supply chains and logistics.',
  customTitle: 'Need a custom solution?',
  customText: 'Every supply chain is different. Tell us about yours and we will shape our platform around it.',
  customLink: 'Contact us for a custom solution',
  /** The floating buttons at the bottom right of every product page. */
  quickLinks: {
    label: 'Quick links',
    home: { name: 'Home', href: '/' },
    products: { name: 'Products', href: '/#products' },
  },
} as const
