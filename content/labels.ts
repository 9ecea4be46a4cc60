/** Names of landmarks and controls that only assistive technology reads, and the words of small shared parts. */
export const labels = {
  footer: 'Footer',
  breadcrumb: 'Breadcrumb',
  tableOfContents: 'On this page',
  /** A card's link when its MDX gives no linkText. */
  cardLink: 'Learn more',
  /** The buttons of everything that moves by itself (partner carousels, the trade-news ticker), each followed by its name. */
  rotation: { previous: 'Previous', next: 'Next', pause: 'Pause', play: 'Play' },
} as const
