/**
 * The colours that follow the visitor's system setting (`prefers-color-scheme`). The page's CSS reads them as custom
 * properties (`theme.colors.text` is `var(--c1)`), set once on `:root` by `schemeStyle` below: these light values,
 * and under one media query the dark ones, so every rule is written once and the pre-rendered page carries both schemes
 * with no script. These light values are also the raw colours of what stays light whatever the visitor's setting: the
 * share cards, the PDFs, the e-mails (`lightColors`).
 */
const lightPalette = {
  ink: '#0b1726',
  text: '#1f2a37',
  muted: '#4b5563',
  subtle: '#6b7280',
  line: '#e5e7eb',
  /** The page, and the cards and panels on it. */
  surface: '#ffffff',
  /** A band set apart from the page, a field to type in. */
  surfaceAlt: '#f5f7fa',
  /** A well inside a card or a band: a tab bar, an image's placeholder. */
  surfaceSunken: '#eef2f6',
  /**
   * The plates partners' logos sit on (drawn for a light page: dark marks on nothing): white where a logo has a plate
   * today, the grey of a list's, and none on a card; in the dark scheme one light plate, a little softer than white.
   */
  plate: '#ffffff',
  plateAlt: '#f5f7fa',
  logoGround: 'transparent',
  /** The brand's teal, as text, a border or a fill; on a fill, `onPrimary` text. */
  primary: '#0b7a75',
  /** The teal a step stronger against the page: text on a tint, a hover. */
  primaryDark: '#075e5a',
  primarySoft: '#e0f2f1',
  onPrimary: '#ffffff',
  success: '#15803d',
  danger: '#b42318',
  dangerSoft: '#fdecea',
  /** A notice filled in red (a toast saying a message was not sent), and its text. */
  dangerFill: '#b42318',
  onDanger: '#ffffff',
  focus: '#2563eb',
  /**
   * The hairline round something navy that sits on the page (a floating button, a pill): none on a light page, which
   * sets navy apart by itself; a faint light edge on a dark one.
   */
  navyEdge: 'transparent',
  /** The logo on the header and on light bands: its mark and the letter on it. */
  logoMark: '#0a2540',
  logoLetter: '#f5b83d',
  mapSea: '#eaf1f7',
  /** The importer's country on the tariff map and in its key. */
  mapImporter: '#0a2540',
} as const

type Palette = Record<keyof typeof lightPalette, string>

/**
 * The same roles for a visitor whose system asks for a dark scheme: the same design, not an inversion. The page is a
 * near-black with a little of the navy in it, so the navy bands (which keep their colours: `bandColors`) stay distinct
 * from it; cards and fields keep their order of depth; teal and red are lighter, so text in them keeps 4.5:1, and a fill
 * in them carries dark text (`onPrimary`, `onDanger`); partners' logos sit on a plate a little softer than white.
 */
const darkPalette: Palette = {
  ink: '#f2f5f8',
  text: '#d5dce4',
  muted: '#a9b4c1',
  subtle: '#8f9bab',
  line: '#283241',
  surface: '#111820',
  surfaceAlt: '#0b1016',
  surfaceSunken: '#1a2330',
  plate: '#e8edf3',
  plateAlt: '#e8edf3',
  logoGround: '#e8edf3',
  primary: '#3dbdb1',
  primaryDark: '#73d9cf',
  primarySoft: '#133431',
  onPrimary: '#04201e',
  success: '#4cc47e',
  danger: '#ff8f84',
  dangerSoft: '#3b1714',
  dangerFill: '#8c1d16',
  onDanger: '#ffe9e6',
  focus: '#7fadff',
  navyEdge: '#2a4a70',
  logoMark: '#f5b83d',
  logoLetter: '#061a2e',
  mapSea: '#0f1d2c',
  mapImporter: '#9cc3f0',
}

/**
 * Shadows, and the corners of a logo's plate, which follow the scheme as the palette does: on a dark page a navy shadow
 * would not show; a logo has no plate on a light page, and rounding the corners of a picture with none redraws its
 * edges (a few pixels), so only the dark scheme's plate is rounded.
 */
const lightDepth = {
  shadowSm: '0 1px 2px rgba(10, 37, 64, 0.08)',
  shadowMd: '0 6px 20px rgba(10, 37, 64, 0.10)',
  shadowLg: '0 18px 40px rgba(10, 37, 64, 0.16)',
  plateRadius: '0',
}

const darkDepth: typeof lightDepth = {
  shadowSm: '0 1px 2px #0006',
  shadowMd: '0 6px 20px #0005',
  shadowLg: '0 18px 40px #0008',
  plateRadius: '8px',
}

/**
 * The colours of what is dark in both schemes (the navy bands: the hero, the top bar, the footer, the tariff band, the
 * contact band; the text and washes on them) and of the brand's amber, and the tariff map's ramp: the same for every
 * visitor, so written as they are.
 */
const bandColors = {
  navy: '#0a2540',
  navyDeep: '#061a2e',
  /** The brand's teal as the navy bands show it (a step done, a hover on navy), and the teal their gradients end in. */
  teal: '#0b7a75',
  tealDeep: '#075e5a',
  accent: '#f5b83d',
  accentDark: '#e09f1f',
  onAccent: '#0b1726',
  onDark: '#ffffff',
  onDarkMuted: '#c7d2df',
  /** Washes and hairlines of white on a navy band, faintest first: a panel's fill, a hover, a rule, a border. */
  onDarkWash: 'rgba(255, 255, 255, 0.04)',
  onDarkPanel: 'rgba(255, 255, 255, 0.06)',
  /** The light wash under a hovered outlined button on a dark band. */
  onDarkHover: 'rgba(255, 255, 255, 0.08)',
  onDarkRule: 'rgba(255, 255, 255, 0.12)',
  onDarkLine: 'rgba(255, 255, 255, 0.14)',
  onDarkTrack: 'rgba(255, 255, 255, 0.18)',
  onDarkBorder: 'rgba(255, 255, 255, 0.2)',
  /** The glows of teal and amber in the navy bands' backgrounds, and the amber ring round the hero's live dot. */
  primaryGlow: 'rgba(11, 122, 117, 0.45)',
  primaryGlowSoft: 'rgba(11, 122, 117, 0.35)',
  accentGlow: 'rgba(245, 184, 61, 0.16)',
  accentRing: 'rgba(245, 184, 61, 0.25)',
  accentEdge: 'rgba(245, 184, 61, 0.5)',
  /** The shade behind the search dialog, and under a play button drawn over a picture. */
  overlay: 'rgba(6, 26, 46, 0.55)',
  scrim: 'rgba(0, 0, 0, 0.4)',
  /** A hover on a control that sits on any fill (a toast's close button): grey, light or dark alike. */
  neutralHover: 'rgba(127, 127, 127, 0.16)',
  /** Tariff map ramp, low to high rate. */
  ramp: ['#fde7c8', '#f9c784', '#f29e4c', '#e0682b', '#b3401a', '#7a2410'],
} as const

/**
 * A custom property per key of `values`, named by its place and `prefix` (`--c0`, `--c1`…) rather than by its role: a
 * page carries every name twice (in the light and in the dark set), and the roles' names were a quarter of what the
 * dark scheme added to a page's CSS (109 of 420 brotli bytes). `customProperties` gives `{ ink: 'var(--c0)', … }`;
 * `declarations` the CSS that sets them.
 */
const propertyNames = <T extends Record<string, string>>(values: T, prefix: string) =>
  Object.keys(values).map((k, i) => [k, `--${prefix}${i}`] as const)

const propertyName = <T extends Record<string, string>>(values: T, key: keyof T, prefix: string) =>
  propertyNames(values, prefix).find(([k]) => k === key)![1]

const customProperties = <T extends Record<string, string>>(values: T, prefix: string) =>
  Object.fromEntries(propertyNames(values, prefix).map(([k, name]) => [k, `var(${name})`])) as Record<keyof T, string>

/** The CSS that sets the custom properties of `keys` (in their order) to `values`. */
const declarations = <T extends Record<string, string>>(keys: T, values: Record<keyof T, string>, prefix: string) =>
  propertyNames(keys, prefix)
    .map(([k, name]) => `${name}:${values[k]};`)
    .join('')

/**
 * The two schemes in CSS, for the global style (and the writer's preview error page): the light palette on `:root`,
 * the dark one when the system asks for it. On a screen only: paper is ink on white whatever the scheme, and
 * `color-scheme` (which makes the canvas, form controls and scrollbars follow) says light there too. One exception on
 * paper: the tariff map is an image, which follows the visitor's scheme on paper as on the screen (measured in
 * Chromium: an SVG image knows no print medium), so its key's importer does too. Functions and pure copies, so that
 * the islands, which read the theme in the browser, carry neither palette's values (measure:js).
 */
export const schemeStyle = () =>
  `:root{color-scheme:light dark;${declarations(lightPalette, lightPalette, 'c')}${declarations(lightDepth, lightDepth, 'd')}}` +
  `@media screen and (prefers-color-scheme:dark){:root{${declarations(lightPalette, darkPalette, 'c')}${declarations(lightDepth, darkDepth, 'd')}}}` +
  `@media print{:root{color-scheme:light}}` +
  `@media print and (prefers-color-scheme:dark){:root{${propertyName(lightPalette, 'mapImporter', 'c')}:${darkPalette.mapImporter}}}`

/**
 * The light scheme alone, for a page that has no dark one (the operators' analytics dashboard, whose charts are drawn
 * with the raw light colours): the same custom properties, so the theme's tokens work there too.
 */
export const lightSchemeStyle = () =>
  `:root{color-scheme:light;${declarations(lightPalette, lightPalette, 'c')}${declarations(lightDepth, lightDepth, 'd')}}`

const depth = customProperties(lightDepth, 'd')

/** The raw light colours, for what is drawn outside the page's CSS and stays light: share cards, PDFs. */
export const lightColors = /* @__PURE__ */ Object.assign({}, lightPalette, bandColors)

/** The raw dark colours, for what the page's CSS cannot reach: the tariff map's own SVG file, and tests. */
export const darkColors = /* @__PURE__ */ Object.assign({}, darkPalette, bandColors)

/** Design tokens: every colour, size, radius, shadow and breakpoint the site uses. Components read them from here only. */
export const theme = {
  colors: { ...customProperties(lightPalette, 'c'), ...bandColors },
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
  /** The tracking of labels set in capitals (capsLabel): the smaller and bolder the words, the wider. */
  letterSpacings: { tight: '0.04em', snug: '0.06em', wide: '0.08em', wider: '0.12em' },
  /** `plate`: a partner's logo's plate, rounded in the dark scheme only (`lightDepth`). */
  radii: { sm: '4px', md: '8px', lg: '14px', xl: '22px', pill: '999px', plate: depth.plateRadius },
  shadows: { sm: depth.shadowSm, md: depth.shadowMd, lg: depth.shadowLg },
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
    /**
     * The narrowest slide of /partners' logo strip (components/islands/PartnerCarousels/LogoCarousel.tsx): on a phone
     * its share of the strip alone left a logo 47 × 34 px with its plate, the words in it a few pixels high.
     */
    logoSlide: '10rem',
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
