import type { KnipConfig } from 'knip'

// `npm run knip`: files, exports and dependencies nothing uses, and imports of packages package.json does not declare.
// Knip follows package.json's scripts and the Vite, Vitest and Playwright configs by itself; listed here is what it
// cannot see.
const config: KnipConfig = {
  entry: [
    // Vike's + files, found by their names.
    'pages/**/+*.{ts,tsx}',
    'renderer/+*.{ts,tsx}',
    // Loaded by <script src> from the pages' heads.
    'public/*.js',
    // `npm start` (`exec node --import tsx …`, which knip does not read).
    'scripts/start.ts',
    // `npm run edit`, likewise.
    'scripts/edit.ts',
    // The build's steps, which scripts/build.ts runs by their names (writeTariffMap.ts: `npm run dev` runs it too).
    'scripts/prerender.ts',
    'scripts/policies/writePolicyCopies.ts',
    'scripts/seo/writeShareCards.ts',
    'scripts/writeFeed.ts',
    'scripts/search/indexBuild.ts',
    'scripts/text/writeTextTwins.ts',
    'scripts/seo/writeSitemap.ts',
    'scripts/postbuild.ts',
    'scripts/checkLinks.ts',
    'scripts/addresses/writeRedirects.ts',
    'scripts/buildEditorPreview.ts',
    // The web editor's page, a build step of its own (`vite build --config server/editor/ui/vite.config.ts`).
    'server/editor/ui/vite.config.ts',
    'server/editor/ui/main.tsx',
    // Started by scripts/bench/index.ts.
    'scripts/bench/plainStatic.ts',
    // Run by hand after changing the artwork, the sample images or the brand (see their first lines).
    'scripts/generate-artwork.ts',
    'scripts/images/drawSampleImages.ts',
    'scripts/seo/renderShareImages.ts',
    // Imported by scripts/addresses/writeRedirects.ts from the folder it builds (a test's fixture site, or this one).
    'content/redirects.ts',
    // Stands in for content/blogArticles.ts in the build (scripts/mdx/builtArticles.ts).
    'content/blogArticles.build.ts',
    // Stands in for content/blogArticles.ts in the web editor's preview bundle (scripts/buildEditorPreview.ts).
    'server/editor/preview/previewArticles.ts',
  ],
  // Fixture content for the tests, read from disk by them, never imported.
  project: ['**/*.{ts,tsx,js,mjs,mdx}', '!tests/fixtures/**'],
  // scripts/seo/drawShareCard.ts reads the font files with require.resolve; vite.config.ts names the styled-components
  // Babel plugin as a string.
  ignoreDependencies: ['@fontsource/inter', 'babel-plugin-styled-components'],
}

export default config
