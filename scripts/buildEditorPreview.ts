// A build step (scripts/build.ts): the web editor's preview (server/editor/preview/entry.tsx) bundled for Node by Vite,
// with the site's own plugins from vite.config.ts, so the pages it renders load as the site's do: MDX compiled as the
// site's (mdx), pictures encoded (images), styled-components' class names and minified CSS (babel). The server imports
// the bundle (server/editor/preview/renderPreview.ts), started as it is with tsx and no Vite.
import path from 'node:path'
import { build, type Plugin } from 'vite'
import siteConfig from '../vite.config.ts'
import { isMain } from '../server/isMain.ts'
import { PREVIEW_BUNDLE } from '../server/editor/preview/renderPreview.ts'

/** The site's plugins the preview's pages need; the others route pages (vike), serve `npm run dev`, or swap the blog. */
const KEPT = new Set(['@mdx-js/rollup', 'ethereal:images', '@rolldown/plugin-babel'])

/**
 * The preview's bundle of the project at `root`, written to dist/editor-preview/ (or as `bundle`, in a folder it empties
 * first: a test's own, not the build's that other tests' editors are reading).
 */
export async function buildEditorPreview(root = process.cwd(), bundle = path.join(root, PREVIEW_BUNDLE)) {
  const plugins = (siteConfig.plugins ?? [])
    .flat(Infinity as 1)
    .filter((p): p is Plugin => Boolean(p) && typeof p === 'object' && 'name' in p! && KEPT.has(p.name))
  const previewArticles = path.join(root, 'server/editor/preview/previewArticles.ts')
  const blogArticles = path.join(root, 'content/blogArticles')
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [
      // The other articles of the blog come from their files at run time, not from the bundle (previewArticles.ts).
      {
        name: 'ethereal:preview-articles',
        enforce: 'pre',
        resolveId(source, importer) {
          if (importer && path.resolve(path.dirname(importer), source) === blogArticles) return previewArticles
          return null
        },
      },
      ...plugins,
    ],
    // public/ is the site's, served by the site.
    publicDir: false,
    build: {
      ssr: 'server/editor/preview/entry.tsx',
      outDir: path.dirname(bundle),
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        output: { entryFileNames: path.basename(bundle) },
        // The islands' registry imports them lazily for the browser; the preview runs no script, so it has no say.
        onwarn(warning, warn) {
          if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning)
        },
      },
    },
  })
}

if (isMain(import.meta.url)) {
  const started = performance.now()
  await buildEditorPreview()
  console.log(`buildEditorPreview: ${PREVIEW_BUNDLE} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
