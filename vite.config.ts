import mdx from '@mdx-js/rollup'
import babel from '@rolldown/plugin-babel'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
// Imports of our own files under this config name their extension (.ts), down to content/validate.ts: Vite's config
// loader warns, at every start of `npm run dev`, about each one that does not (scripts/devStart.test.ts).
import { imagesPlugin } from './scripts/images/imagesPlugin.ts'
import { contentCheck } from './scripts/mdx/contentCheck.ts'
import { devContentErrors } from './scripts/mdx/devContentErrors.ts'
import { devLinkCheck } from './scripts/mdx/devLinkCheck.ts'
import { devRedirects } from './scripts/addresses/devRedirects.ts'
import { builtArticles } from './scripts/mdx/builtArticles.ts'
import { mdxOptions } from './scripts/mdx/mdxOptions.ts'

export default defineConfig({
  plugins: [
    // Frontmatter is checked against content/schemas/frontmatter.ts before MDX compiles it: a bad field fails the build naming the file.
    contentCheck(),
    // npm run dev: a content error shows in the open page (file, line, the build's sentence) and the page comes back when it is fixed.
    devContentErrors(),
    // npm run dev: a broken link or #anchor in the open page's text shows in Vite's overlay, with the build's sentence.
    devLinkCheck(),
    // npm run dev: an old address (a page's redirectFrom, content/redirects.ts, /blog/page/1) answers as the build's will.
    devRedirects(),
    // MDX must run before Vike so that `.mdx` pages are plain modules by the time Vike sees them.
    { enforce: 'pre', ...mdx(mdxOptions()) },
    // The build leaves the blog's articles out of the bundle: each is compiled apart, on every core, and pre-rendering
    // reads it from dist/server/articles/ (scripts/mdx/compileBlog.ts), so the bundle does not grow with the blog.
    builtArticles(),
    // Images imported with ?picture (those in MDX, and people's photos) are resized and encoded with sharp, cached by content.
    imagesPlugin(),
    // Server and browser must give each styled component the same class name: the styled-components plugin derives it
    // from the file and the component's place in it, so no component carries a hand-written id. It also minifies the
    // CSS in the templates, and marks each styled(...) call pure, so a widget's code leaves out the styled components of a
    // shared module it does not use. Only files that import styled-components go through Babel (about 5 % of the build).
    babel({
      presets: [
        {
          preset: {
            plugins: [
              [
                'babel-plugin-styled-components',
                { displayName: false, fileName: false, transpileTemplateLiterals: true, pure: true },
              ],
            ],
          },
          rolldown: { filter: { id: /\/(components|pages|renderer)\/.*\.tsx?$/, code: 'styled-components' } },
        },
      ],
      sourceMap: false,
    }),
    vike(),
  ],
  build: { target: 'es2022' },
  // Vike's server-entry plugin would write the bundle's path into a file inside node_modules at every build, so a build
  // in a copy of the project that links node_modules (scripts/prerender.test.ts) rewrote the main tree's: each
  // `vike prerender` finds dist/server/entry.mjs in its own dist/ instead, and no build writes into node_modules.
  vitePluginServerEntry: { disableAutoImport: true },
})
