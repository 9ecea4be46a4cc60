import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'tests/**'],
    environment: 'node',
    testTimeout: 30_000,
    // The run's temporary folder and its PostgreSQL; each file's temporary directories removed after it.
    globalSetup: ['server/testing/globalSetup.ts'],
    setupFiles: ['server/testing/fileSetup.ts'],
  },
})
