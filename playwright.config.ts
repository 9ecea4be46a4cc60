import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.TEST_PORT ?? 4310)
export const baseURL = `http://127.0.0.1:${port}`
/** The test server's DATA_DIR, where a test can check what was stored. */
export const testDataDir = path.join(os.tmpdir(), `ethereal-test-data-${port}`)

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Without the background-networking flags Chromium keeps trying the closed network.
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: { baseURL, launchOptions: chromium, trace: 'off' },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    // Suites whose findings do not depend on the viewport run once, in the desktop project.
    {
      name: 'phone',
      testIgnore: ['**/csp.spec.ts', '**/privacy.spec.ts', '**/seo.spec.ts'],
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
