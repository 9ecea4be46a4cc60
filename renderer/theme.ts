/** Design tokens: every colour, size, radius, shadow and breakpoint the site uses. Components read them from here only. */
export const theme = {
  colors: {
    ink: '#0b1726',
    text: '#1f2a37',
    muted: '#4b5563',
    subtle: '#6b7280',
    line: '#e5e7eb',
    surface: '#ffffff',
    surfaceAlt: '#f5f7fa',
    surfaceSunken: '#eef2f6',
    navy: '#0a2540',
    navyDeep: '#061a2e',
    primary: '#0b7a75',
    primaryDark: '#075e5a',
    primarySoft: '#e0f2f1',
    accent: '#f5b83d',
    accentDark: '#e09f1f',
    onAccent: '#0b1726',
    onDark: '#ffffff',
    onDarkMuted: '#c7d2df',
    /** The light wash under a hovered outlined button on a dark band. */
    onDarkHover: 'rgba(255, 255, 255, 0.08)',
    success: '#15803d',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    focus: '#2563eb',
    /** Tariff map ramp, low to high rate. */
    ramp: ['#fde7c8', '#f9c784', '#f29e4c', '#e0682b', '#b3401a', '#7a2410'],
    mapLand: '#d6dde6',
    mapSea: '#eaf1f7',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': 'clamp(2.25rem, 1.6rem + 2.6vw, 3.5rem)',
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
    24: '6rem',
  },
  radii: { sm: '4px', md: '8px', lg: '14px', xl: '22px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(10, 37, 64, 0.08)',
    md: '0 6px 20px rgba(10, 37, 64, 0.10)',
    lg: '0 18px 40px rgba(10, 37, 64, 0.16)',
  },
  sizes: {
    container: '1200px',
    /**
     * The header's bar and address bar: wider than the page container so the eight menu entries fit on one line. In rem
     * (1360 px at the usual 16 px), so it grows with the browser's text size as the `nav` breakpoint does: in pixels,
     * text at 150 % on a window of 1536 px or more showed the bar in 1360 px, the room 907 px gives at 100 %, and
     * 'Supply Chain Clearing House' took three lines.
     */
    headerContainer: '85rem',
    prose: '72ch',
    /** The 'On this page' rail beside a long-form page's text on a wide screen (components/longform/ArticleLayout.tsx). */
    rail: '15rem',
    headerHeight: '72px',
    /** The smallest height of anything tapped: buttons, links styled as buttons, the header's icon buttons (WCAG 2.5.5). */
    tapTarget: '44px',
    /** The large buttons of the home page's bands and of the forms. */
    largeButton: '48px',
    topBarHeight: '36px',
    /** Map container height. */
    mapHeight: '450px',
  },
  /**
   * Min widths in px. "Medium" is where pages take their desktop layout; "nav" is where the header's menu bar replaces
   * the full-screen menu (below it its eight entries did not fit a row: names wrapped onto three and four lines, and
   * touched). Below "xxs" (the narrowest phone, WCAG's reflow width) is a phone zoomed in: Android's page zoom follows
   * the system's font size, and at 150 % a 390 px phone lays pages out 260 px wide, at 200 % 195 px.
   */
  breakpoints: { xxs: 320, xs: 420, sm: 640, md: 900, nav: 1024, lg: 1100, xl: 1280, xxl: 1400 },
  motion: { fast: '150ms', base: '250ms', slow: '500ms', stagger: 0.05 },
  z: { header: 50, dropdown: 60, menu: 80, toast: 100, skip: 200 },
} as const

export type Theme = typeof theme

/**
 * A breakpoint as a width in em. A media query reads em against the browser's default text size, not the page's: with
 * larger text (Chrome's "Large" 20 px, "Very large" 24 px) each layout takes over at a proportionally wider window,
 * so the desktop header gives way to the phone menu before its entries stop fitting (WCAG 1.4.4). At the default
 * 16 px these are the pixel widths of `theme.breakpoints`.
 */
const em = (px: number) => `${px / 16}em`

/** The media condition 'at least this breakpoint wide', for CSS and for `window.matchMedia`. */
export const atLeast = (breakpoint: keyof Theme['breakpoints']) => `(width >= ${em(theme.breakpoints[breakpoint])})`

/** One media query per breakpoint, written by `query`. */
const queries = (query: (px: number) => string) =>
  Object.fromEntries(Object.entries(theme.breakpoints).map(([k, v]) => [k, query(v)])) as Record<
    keyof Theme['breakpoints'],
    string
  >

/** `${media.md} { ... }` applies from the medium width up. */
export const media = queries((px) => `@media (width >= ${em(px)})`)

/** `${below.md} { ... }` applies below the medium width, where pages take their phone layout. */
export const below = queries((px) => `@media (width < ${em(px)})`)

/**
 * `${forcedColors} { ... }` applies under a contrast theme (Windows' contrast themes and other "forced colours"): the
 * browser paints text, backgrounds and borders in the visitor's few system colours and drops shadows and background
 * images. What only a fill or a shadow showed (which chip is chosen, a dialog's edge) is said there with a border or
 * the system's selection colours.
 */
export const forcedColors = '@media (forced-colors: active)'

/**
 * `${onPaper} { ... }` applies when the page is printed (or saved as a PDF): what only works on a screen (the header,
 * the floating buttons, a carousel's or the map's controls, the live ticker) gives its room to the content.
 */
export const onPaper = '@media print'
