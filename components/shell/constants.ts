/**
 * The shell's behaviour constants, defined once. Components, styles and tests read them from here.
 * The mobile menu's 0.05 s stagger is a motion token: theme.motion.stagger.
 */

/** In-page anchors scroll so the target sits this far below the top of the viewport (clears the sticky header). */
export const SCROLL_OFFSET_PX = 80

/** The header takes its scrolled style once the page has scrolled past this many pixels. */
export const SCROLLED_THRESHOLD_PX = 10

/** The home page scrolls to a section stored by another page after this delay. */
export const STORED_SECTION_DELAY_MS = 500

/** A desktop sub-menu opens after the pointer has rested on its entry this long. */
export const SUBMENU_HOVER_DELAY_MS = 100

/** Product descriptions in the Products menu are cut to this many characters (plus '...'). */
export const MENU_DESCRIPTION_MAX = 60

/** sessionStorage key under which a page other than home leaves the section the home page should scroll to. */
export const STORED_SECTION_KEY = 'ethereal:scroll-to-section'
