import type { VideoFilter } from './filterVideos'
import type { VideoCategory } from './schemas/video'
import { site } from './site'

/**
 * The words the video library's widget shows. The widget's code carries them to the browser, so they stand apart
 * from the page's other words, which only the server needs.
 */
export const videoFilterWords = {
  searchLabel: 'Search videos',
  /** Names of the library's regions, for assistive technology. */
  controlsLabel: 'Videos',
  chipsLabel: 'Category',
  moreLabel: 'More videos',
  searchPlaceholder: 'Search by title or description',
  /** The category chips, in order; 'all' first. */
  chips: [
    { id: 'all', label: 'All' },
    { id: 'product', label: 'Product Demos' },
    { id: 'webinar', label: 'Webinars' },
    { id: 'tutorial', label: 'Tutorials' },
    { id: 'partner', label: 'Partner Insights' },
    { id: 'industry', label: 'Industry Events' },
  ] as const satisfies readonly { id: VideoFilter; label: string }[],
  featuredLabel: 'Featured',
  watchText: 'Watch now',
  emptyHeading: 'No videos found',
  emptyText: 'Try another search term or category.',
  resetText: 'Reset Filters',
} as const

/** The play button's words, the only ones of the player's that its widget needs. */
export const videoPlayText = 'Play video'

/** Words of the video library and player pages. The videos themselves are in videos.ts. */
export const videoLibrary = {
  heading: 'Video Resource Library',
  /** Document title of /videos ('Video Resources | {brand}'). */
  documentTitle: `Video Resources | ${site.brand}`,
  description:
    'Product demos, webinars, tutorials, partner insights and industry events from E THE REAL, on supply-chain AI and Web3.',
  eyebrow: 'Videos',
  lead: 'Product demos, webinars and tutorials on AI and Web3 for supply chains: watch how shippers, forwarders and partners use our platform.',
  ...videoFilterWords,
  /** Static figures. */
  tiles: [
    { value: '45+', label: 'Hours', text: 'of demos, webinars and tutorials' },
    { value: '12', label: 'Topics', text: 'from freight booking to carbon reporting' },
    { value: 'Monthly', label: 'Updates', text: 'new videos every month' },
  ],
  player: {
    playText: videoPlayText,
    /** Shown instead of the player when JavaScript is off. */
    noScriptText: 'Watch this video on YouTube',
    privacyNote:
      'The video is played from YouTube (youtube-nocookie.com). Nothing is loaded from YouTube until you press play.',
    relatedHeading: 'Related Videos',
    notFound: 'Video not found',
    notFoundText: 'There is no video at this address. It may have been moved or removed.',
    backText: 'Back to Videos',
  },
} as const

/** A category's chip label, e.g. 'webinar' → 'Webinars'. */
export function categoryLabel(category: VideoCategory): string {
  return videoFilterWords.chips.find((c) => c.id === category)!.label
}

/** The player's embed URL; only ever requested after the visitor presses play. */
export const embedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`
