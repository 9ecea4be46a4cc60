/** Behaviour constants of the site's widgets, in one place. */
export const uiConstants = {
  toast: {
    /** How many toasts show at once; a new one replaces the old. */
    limit: 1,
    /** How long a toast stays, in ms. */
    durationMs: 5000,
    /** How long a dismissed toast stays in the store before removal, in ms (we remove on dismiss). */
    removeDelayMs: 1_000_000,
    /** Horizontal swipe distance in px that dismisses a toast. */
    swipeThresholdPx: 50,
    swipeDirection: 'right',
  },
  contactForm: {
    /** A send the server has not answered within this many ms is given up, and the visitor told so. */
    timeoutMs: 15_000,
  },
  newsTicker: {
    /** At most this many items are shown. */
    maxItems: 5,
    /** Time each item stays, in ms. */
    rotationMs: 5000,
  },
  map: {
    /** Zoom range and step in percent. */
    zoomMin: 100,
    zoomMax: 400,
    zoomStep: 50,
  },
  carousels: {
    /** Width of one slide of the partner logo carousel, in percent of the strip. */
    logoSlidePercent: 18,
    /** The logo carousel advances this often, in ms. */
    logoIntervalMs: 3000,
    /** The partner spotlight (content) carousel advances this often, in ms. */
    contentIntervalMs: 4000,
  },
  /** Dots on a technology card's complexity scale. */
  complexityDots: 5,
} as const
