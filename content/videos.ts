import type { Video } from './schemas/video'

/** The video library, in the order the library and the Videos menu show them. */
export const videos = [
  {
    videoId: 'q3Xv9Lm2TfA',
    title: 'Digital Product Passport in 5 Minutes',
    description:
      'How a blockchain-verified passport follows a product from raw material to recycling, read with a phone from a QR code or NFC tag.',
    thumbnail: '/images/videos/q3Xv9Lm2TfA.svg',
    category: 'product',
    duration: '4:25',
    date: '2025-04-15',
  },
  {
    videoId: 'Rk7pW2nYc8E',
    title: 'Fr8lens Walkthrough: Booking a Multileg Shipment',
    description:
      'A step-by-step tutorial: quote, book and track a truck-to-rail shipment in Fr8lens, with its carbon footprint and NFT shipment passport.',
    thumbnail: '/images/videos/Rk7pW2nYc8E.svg',
    category: 'tutorial',
    duration: '8:40',
    date: '2025-03-02',
  },
  {
    videoId: 'Zt4hN6bQs1M',
    title: 'Webinar: Claiming Back Tariffs on Re-export',
    description:
      'Our trade experts explain duty drawback on re-export and triangular trade, and how Digital Tower assembles the evidence for a claim.',
    thumbnail: '/images/videos/Zt4hN6bQs1M.svg',
    category: 'webinar',
    duration: '32:15',
    date: '2025-02-11',
  },
  {
    videoId: 'Hc2yE8vLp0K',
    title: 'Partner Insights: Data Sharing Across the Clearing House',
    description:
      'Partners from ocean, air and data services discuss what a decentralized Web3 data-exchange network changes for shippers.',
    thumbnail: '/images/videos/Hc2yE8vLp0K.svg',
    category: 'partner',
    duration: '12:05',
    date: '2025-01-20',
  },
  {
    videoId: 'Bw9dT3kXr5U',
    title: 'Industry Event Keynote: Sustainable Logistics by 2035',
    description:
      "Our CEO's keynote on helping 1,000 logistics and supply-chain companies become sustainable by 2035, with Scope 1-3 visibility at SKU level.",
    thumbnail: '/images/videos/Bw9dT3kXr5U.svg',
    category: 'industry',
    duration: '18:30',
    date: '2024-11-28',
  },
] as const satisfies readonly Video[]
