import { defineConfig } from 'vite'

// The web editor's page (server/editor/ui/): Keystatic's app, built apart from the site into dist/editor/ and served
// only on the operators' listener, so none of its code reaches the site's pages.
export default defineConfig({
  root: 'server/editor/ui',
  base: '/editor-assets/',
  build: {
    outDir: '../../../dist/editor',
    assetsDir: '',
    emptyOutDir: true,
    // One file of about 3 MB (0.8 MB as brotli), loaded once by the few people who edit.
    chunkSizeWarningLimit: 5_000,
    rolldownOptions: {
      // Keystatic's UI marks its modules 'use client' (for React Server Components); nothing to say in a plain bundle.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log)
      },
    },
  },
  logLevel: 'warn',
})
