import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from './scripts/lib/chromium'
import { testPages } from './tests/routes'

const port = Number(process.env.TEST_PORT ?? 4310)
export const baseURL = `http://127.0.0.1:${port}`
/** The test server's DATA_DIR, where a test can check what was stored. */
export const testDataDir = path.join(os.tmpdir(), `ethereal-test-data-${port}`)

// The pages as this run found them, for the workers (forked with this process's environment): tests/routes.ts.
process.env.TEST_PAGES ??= JSON.stringify(testPages)

/** Debian's Chromium, with the flags that keep it off the (closed) network. */
const chromium = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS }

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // npm test adds the JSON report (reports/playwright.json) that `npm run test:slowest` reads.
  reporter: [['list']],
  use: { baseURL, launchOptions: chromium, trace: 'off' },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    // Suites and tests whose findings do not depend on the viewport run once, in the desktop project: whole files here,
    // single tests and groups by the tag @any-width.
    {
      name: 'phone',
      testIgnore: ['**/dev-preview.spec.ts', '**/seo.spec.ts', '**/share-cards.spec.ts', '**/text-twins.spec.ts'],
      grepInvert: /@any-width/,
      use: {
        browserName: 'chromium',
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx server/index.ts',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: testDataDir,
      CONTACT_RATE_LIMIT: '1000',
      // The daily counts persist in DATA_DIR, which this path keeps from run to run.
      CONTACT_DAILY_LIMIT: '0',
      LOG_LEVEL: 'warn',
    },
  },
})
