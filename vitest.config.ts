import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'tests/**'],
    environment: 'node',
    testTimeout: 30_000,
    // Backstops, not budgets: a beforeAll that starts a server in-process took more than Vitest's 10 s with the browser
    // tests running beside it.
    hookTimeout: 120_000,
    // Most files wait on the servers, databases and mail sinks they start, and on their timers: four at a time on two
    // cores fill the gaps three left.
    maxWorkers: 4,
    // The run's temporary folder and its PostgreSQL; each file's temporary directories removed after it.
    globalSetup: ['server/testing/globalSetup.ts'],
    setupFiles: ['server/testing/fileSetup.ts'],
  },
})
