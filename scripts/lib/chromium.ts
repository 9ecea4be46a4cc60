// Debian's Chromium and the flags that keep it off the (closed) network.

/**
 * Debian's Chromium (package `chromium`), the browser a visitor runs: Lighthouse, the screenshots and the measurements
 * of `npm run audit`, `screenshots` and `measure:*`.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`), what the tests drive: the same Chromium, its
 * Blink, V8 and DevTools protocol, without the browser's windows and UI, which is what Playwright itself runs headless
 * tests in. Measured on this 2-core machine: the pass over every route took 5.4 minutes in the full browser, 3.6 in
 * the shell.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
