import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { Plugin, ViteDevServer, WebSocketClient } from 'vite'
import { checkLists } from '../../content/validate.ts'
import { schemeStyle, theme } from '../../renderer/theme.ts'

/** What the preview shows of one content error: where it is, the build's sentence, and the lines around it. */
type ContentError = { file?: string; line?: number; message: string; frame?: string }

/**
 * `npm run dev` only: a content error (a bad frontmatter field, MDX that does not compile) shows in the writer's open
 * page, with the file, the line and the sentence the build prints, and the page comes back by itself once the file is
 * saved fixed.
 *
 * Every page's head reads the content collection (content/collection.ts), which loads every MDX module: one broken
 * file would otherwise make every page, the error page included, Vike's bare "An error occurred.". So before Vike
 * renders a page, the collection is loaded here (Vite has it cached: a healthy page costs nothing); if that fails, this
 * answers with a page of its own naming the error. That page runs Vite's client, which reloads it when a content file
 * changes. Errors while a page renders (an MDX component that does not exist) reach pages/_error, which shows them
 * in dev.
 *
 * A page hears of a change only once its Vite client has connected, which can take a second or more on a busy
 * machine: a file saved in between would leave the page as it was, for good. So every page is told, in its response's
 * Server-Timing, how many content changes the server had seen when it began to answer; once connected, the page says
 * that number back (pageWatch below), and a page that missed a change is told to reload.
 *
 * A change counts once Vite has let go of what it had loaded of the file (hotUpdate runs after that), not when the
 * watcher first reports it: Vite first waits for every plugin's watchChange, and a page made in between carried the
 * new count, so it was never told to reload even if it was made from what Vite had loaded before.
 */
export function devContentErrors(): Plugin {
  let broken = false
  // Content changes seen since the server started: what a page's response was made from (see above).
  let changes = 0
  let contentDir = ''
  let reloadAll = () => {}
  return {
    name: 'ethereal:dev-content-errors',
    apply: 'serve',
    configureServer(server) {
      // The data lists (content/*.ts) are modules of this config: Vite restarts the server when one changes, so they
      // are checked once per start. MDX frontmatter is checked as each file loads (contentCheck.ts).
      const listProblems = checkLists(server.config.root).map(fromSentence)
      contentDir = path.join(server.config.root, 'content') + path.sep
      reloadAll = () => server.ws.send({ type: 'full-reload' })
      server.ws.on(SEEN, (seen: { changes?: unknown }, client: WebSocketClient) => {
        if (seen.changes !== changes) client.send(STALE)
      })
      // Registered here, not in a returned function: it runs before Vike's page middleware.
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next()
        // Before the content loads: a change while this page is made makes it one to reload.
        res.setHeader('Server-Timing', `${TIMING}${changes}`)
        void loadContent(server)
          .then(async (loading) => {
            const problems = [...listProblems, ...loading]
            broken = problems.length > 0
            if (!broken) return next()
            // Vite's client and pageWatch, as in every page.
            const html = await server.transformIndexHtml(req.url ?? '/', contentErrorPage(problems))
            res.statusCode = 500
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('Cache-Control', 'no-store')
            res.end(html)
          })
          .catch(next)
      })
    },
    // A file of content/ changed, added or deleted, once Vite has dropped what it had loaded of it; once for the
    // browser's environment (the hook runs for each). Vite reloads a page when a module it loaded changes; a module that
    // failed to load may not be one, so the error page is reloaded here.
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || !file.startsWith(contentDir)) return
      changes++
      if (broken) reloadAll()
    },
    // Vike puts what this returns in the head of every page it renders in dev (its getViteDevScript).
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module' }, children: pageWatch, injectTo: 'head' }],
  }
}

const SEEN = 'ethereal:content-seen'
const STALE = 'ethereal:content-stale'
const TIMING = 'content;desc='

/**
 * The page's side: the number of changes its response was made from, said back once Vite's client has connected
 * (hot.send waits for the connection), and a reload if the server has seen more. Changes after that reach the page as
 * Vite's own reloads. Server-Timing is readable where the page is a secure context (localhost); elsewhere, this does
 * nothing.
 */
const pageWatch = `import { createHotContext } from '/@vite/client'
const timing = performance.getEntriesByType('navigation')[0]?.serverTiming?.find((t) => t.name === 'content')
if (timing) {
  const hot = createHotContext('/@ethereal/page-watch')
  hot.on('${STALE}', () => location.reload())
  hot.send('${SEEN}', { changes: Number(timing.description) })
}`

async function loadContent(server: ViteDevServer): Promise<ContentError[]> {
  try {
    await server.ssrLoadModule('/content/collection.ts')
    return []
  } catch (e) {
    return describe(e, server.config.root)
  }
}

/** A Vite/Rollup error (the content check's, or MDX's VFileMessage) as a writer reads it: one entry per problem. */
function describe(e: unknown, root: string): ContentError[] {
  const err = e as {
    problems?: { sentence: string; line: number }[]
    message?: string
    reason?: string
    id?: string
    file?: string
    loc?: { file?: string; line?: number }
    line?: number
    frame?: string
  }
  const absolute = (err.loc?.file ?? err.id ?? err.file)?.split('?')[0]
  const file = absolute ? path.relative(root, absolute).split(path.sep).join('/') : undefined
  const frame = err.frame ? stripVTControlCharacters(err.frame) : undefined
  // The content check's own sentences; Vike may have rewritten the message itself for its log.
  if (err.problems)
    return err.problems.map((p, i) => ({ file, line: p.line, message: p.sentence, frame: i ? undefined : frame }))
  let message = stripVTControlCharacters(err.reason ?? err.message ?? String(e))
  // Vite's wrapper repeats the plugin and the path before the sentence.
  message = message.replace(/^\[plugin [^\]]+\]\s*/, '')
  if (absolute) message = message.replace(`${absolute}: `, '')
  return [{ file, line: err.loc?.line ?? err.line ?? undefined, message, frame }]
}

/** A sentence of the content check ("content/people.ts, entry 3 (Jane Doe): title is …"), placed in its file. */
function fromSentence(sentence: string): ContentError {
  return { file: /^(content\/[^,:]+)[,:]/.exec(sentence)?.[1], message: sentence }
}

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** Where an error is, as editors and terminals link it: content/blog/x.mdx:4 (the frame below points at the column). */
function placeOf(e: ContentError): string {
  return [e.file, e.line].filter((x) => x !== undefined).join(':')
}

/** The preview's page for content errors: plain HTML in the site's colours (Vite's client and pageWatch are added to it). */
function contentErrorPage(errors: ContentError[]): string {
  const { colors, fonts } = theme
  const items = errors
    .map(
      (e) => `<section>
  <h2><code>${escape(placeOf(e) || 'content')}</code></h2>
  <p class="sentence">${escape(e.message)}</p>
  ${e.frame ? `<pre>${escape(e.frame)}</pre>` : ''}
</section>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content error · npm run dev</title>
<style>
  ${schemeStyle()}
  body { margin: 0; font-family: ${fonts.body}; color: ${colors.text}; background: ${colors.surfaceAlt}; }
  main { max-width: 52rem; margin: 0 auto; padding: 3rem 1rem; }
  .tag { margin: 0; font-size: .875rem; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; color: ${colors.danger}; }
  h1 { margin: .5rem 0 1.5rem; font-size: 1.75rem; line-height: 1.25; color: ${colors.ink}; }
  section { margin: 0 0 1.5rem; padding: 1.25rem 1.5rem; background: ${colors.surface}; border: 1px solid ${colors.line};
    border-left: 4px solid ${colors.danger}; border-radius: 8px; }
  h2 { margin: 0 0 .5rem; font-size: 1rem; overflow-wrap: anywhere; }
  code, pre { font-family: ${fonts.mono}; }
  .sentence { margin: 0; font-size: 1.0625rem; line-height: 1.5; overflow-wrap: anywhere; }
  pre { margin: 1rem 0 0; padding: 1rem; overflow-x: auto; background: ${colors.surfaceSunken}; border-radius: 6px;
    font-size: .875rem; line-height: 1.5; }
  .help { color: ${colors.muted}; line-height: 1.5; }
</style>
</head>
<body>
<main>
<p class="tag">Preview · content error</p>
<h1>This page cannot be shown until a content file is fixed</h1>
${items}
<p class="help">Fix the file and save it: this page comes back by itself. <code>npm run build</code> stops with the same sentence.</p>
</main>
</body>
</html>
`
}
