import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { editorText as text } from '../../content/editor'
import { MAX_SOURCE_BYTES, megabytes } from '../../scripts/images/processImage'
import { checkContentFile } from '../../scripts/mdx/checkFile'
import type { ServerConfig } from '../config'
import { csrfTokenOf, requireRole, type Role } from '../operators/auth'
import { OPERATOR_PAGE_HEADERS } from '../operators/headers'
import { editorConfig, editorCollections } from './config'
import { editorHomePage, editorMessagePage } from './EditorPages'
import { checkImage } from './images'
import { policyRoutes } from './policyRoutes'
import { PREVIEW_IMAGES, renderPreview } from './preview/renderPreview'
import {
  GitError,
  NotWritten,
  openCheckout,
  PathRefused,
  PublishConflict,
  SaveConflict,
  type Checkout,
  type FileChange,
} from './gitCheckout'

/** What each role may change: the folders of its collections (and a writer the images beside them). */
const writable: Record<Role, string[]> = {
  writer: [
    ...Object.entries(editorCollections)
      .filter(([, c]) => c.role === 'writer')
      .map(([kind]) => `content/${kind}/`),
    'content/images/',
  ],
  legal: Object.entries(editorCollections)
    .filter(([, c]) => c.role === 'legal')
    .map(([kind]) => `content/${kind}/`),
  analyst: [],
}
const mayWrite = (roles: readonly Role[], file: string) =>
  roles.some((r) => writable[r].some((d) => file.startsWith(d)))

/** A save's body, as Keystatic's page sends it to /api/keystatic/update (contents in base64). */
type Update = { additions: { path: string; contents: string }[]; deletions: { path: string }[] }
const isUpdate = (body: unknown): body is Update => {
  const b = body as Partial<Update> | undefined
  return (
    Array.isArray(b?.additions) &&
    Array.isArray(b.deletions) &&
    b.additions.every((a) => typeof a?.path === 'string' && typeof a.contents === 'string') &&
    b.deletions.every((d) => typeof d?.path === 'string')
  )
}

/** The largest save the editor takes: a page and a picture as large as the build takes one, in base64 (a third more). */
const SAVE_BYTES = Math.ceil(MAX_SOURCE_BYTES / 3) * 4 + 2 * 1024 * 1024
/** A save over SAVE_BYTES is told so in words; any other error goes on to the server's handler. */
async function tooLargeToSave(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode !== 413) throw error
  // The rest of the body is read and dropped (up to a few times the limit), so the page gets this answer, not a reset.
  if (!request.raw.complete && Number(request.headers['content-length'] ?? 0) <= 4 * SAVE_BYTES)
    await new Promise((done) => request.raw.on('end', done).on('close', done).on('error', done).resume())
  return reply
    .code(413)
    .type('text/plain; charset=utf-8')
    .send(text.tooLargeToSave(megabytes(SAVE_BYTES)))
}

/** A preview's headers: the site's page, its CSS inline, no script of its own; pictures from this listener. */
const PREVIEW_PAGE_HEADERS = {
  ...OPERATOR_PAGE_HEADERS,
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
}

/** The editor page's own headers: Keystatic's app styles itself at run time; everything else stays on this listener. */
const EDITOR_PAGE_HEADERS = {
  ...OPERATOR_PAGE_HEADERS,
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
}

type EditorOptions = {
  /** EDITOR_CHECKOUT: the editor's own git checkout. */
  checkoutDir: string
  /** EDITOR_REMOTE: cloned when the checkout is missing; Publish pushes to its main. */
  remote?: string
  /**
   * A writer's own checkout (`npm run edit`, server/editor/local.ts): saves are commits on its current `branch`, by the
   * writer as author and committer, and nothing is published: the editor's page says that `git push` does it.
   */
  local?: { branch: string; committer: { name: string; email: string } }
  /** Keystatic's page as built (dist/editor). */
  uiDir: string
  /** The preview's bundle as built (dist/editor-preview/entry.mjs). */
  previewBundle: string
  /** The server's log (the operators' listener has none of its own): who saved and published what. */
  log: FastifyBaseLogger
}

/**
 * The web editor on the operators' listener, for writers and the legal team (issue 60): Keystatic's page at
 * /keystatic, its file API at /api/keystatic (read from and written to the editor's git checkout), and /editor, where
 * what was saved is listed and published. A save is refused with the build's own words when the build would refuse the
 * file, and with the other person's change when the file changed since it was opened; otherwise it is a commit with
 * the person as its author. Publish pushes those commits to the remote's main, from which the site is built.
 */
export async function editorRoutes(app: FastifyInstance, o: EditorOptions) {
  let checkout: Checkout
  try {
    checkout = await openCheckout({
      dir: o.checkoutDir,
      remote: o.remote,
      roots: ['content/'],
      ...(o.local && { branch: o.local.branch, committer: o.local.committer, offline: true }),
    })
    if (checkout.recovered)
      o.log.warn(
        { files: checkout.recovered.split('\n') },
        'editor: a save the server did not finish was put aside in a git stash of its checkout; nobody was told it was saved',
      )
  } catch (error) {
    // The site goes on without its editor (a remote that cannot be reached, a checkout on another branch): the
    // editor's addresses say why, and a restart tries again.
    o.log.error({ err: error }, 'editor: its checkout cannot be opened; the editor is off until a restart')
    const off = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(503)
        .headers(OPERATOR_PAGE_HEADERS)
        .type('text/html; charset=utf-8')
        .send(editorMessagePage({ title: text.home.title, message: text.unavailable((error as Error).message) }))
    for (const route of ['/editor', '/editor/*', '/keystatic', '/keystatic/*', '/api/keystatic/*'])
      app.all(route, { preHandler: requireRole('writer', 'legal') }, off)
    return
  }
  const keystatic = makeGenericAPIRouteHandler({ config: editorConfig, localBaseDirectory: checkout.dir })
  /** The version of each file each person's page last read (by e-mail): what their save expects to replace. */
  const opened = new Map<string, Map<string, string>>()
  const indexHtml = fs.readFileSync(path.join(o.uiDir, 'index.html'), 'utf8')

  const editors = { preHandler: requireRole('writer', 'legal') }
  await policyRoutes(app, checkout)

  await app.register(fastifyStatic, {
    root: o.uiDir,
    prefix: '/editor-assets/',
    // Its code only: the page itself is served, with its token, at /keystatic.
    allowedPath: (file) => file !== '/index.html',
    immutable: true,
    maxAge: '365d',
    index: false,
  })

  /** Keystatic's page; the session's anti-forgery token goes with it, for its saves. */
  const page = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .headers(EDITOR_PAGE_HEADERS)
      .type('text/html; charset=utf-8')
      .send(
        indexHtml.replace(
          '</head>',
          `<meta name="csrf-token" content="${csrfTokenOf(request) ?? ''}" /><meta name="robots" content="noindex" /></head>`,
        ),
      )
  app.get('/keystatic', editors, page)
  app.get('/keystatic/*', editors, page)

  /** Keystatic's own answer to a request of its API, as Fastify sends it. */
  async function ask(url: string, request: FastifyRequest) {
    const answer = await keystatic(
      new Request(new URL(url, 'http://editor'), { headers: { 'no-cors': String(request.headers['no-cors'] ?? '') } }),
    )
    return { status: answer.status ?? 200, headers: answer.headers, body: answer.body }
  }

  /** The files under content/ as the person's page will know them, remembered as what they opened. */
  async function tree(request: FastifyRequest, reply: FastifyReply) {
    const answer = await ask('/api/keystatic/tree', request)
    if (answer.status === 200) {
      const entries = JSON.parse(String(answer.body)) as { path: string; sha: string; type: string }[]
      opened.set(request.operator!.email, new Map(entries.filter((e) => e.type === 'blob').map((e) => [e.path, e.sha])))
    }
    return reply
      .code(answer.status)
      .headers({ 'cache-control': 'no-store', ...Object.fromEntries(new Headers(answer.headers ?? {})) })
      .send(answer.body)
  }

  app.get('/api/keystatic/tree', editors, tree)
  app.get('/api/keystatic/blob/*', editors, async (request, reply) => {
    const answer = await ask(request.url, request)
    return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body)
  })

  const saveRoute = { ...editors, bodyLimit: SAVE_BYTES, errorHandler: tooLargeToSave }
  app.post('/api/keystatic/update', saveRoute, async (request, reply) => {
    const refuse = (status: number, message: string) =>
      reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(message)
    if (request.headers['no-cors'] !== '1' || !isUpdate(request.body)) return refuse(400, 'Bad request')
    const operator = request.operator!
    const { additions, deletions } = request.body
    const seen = opened.get(operator.email) ?? new Map<string, string>()
    const files: FileChange[] = []
    try {
      for (const { path: given, contents } of [...additions, ...deletions.map((d) => ({ ...d, contents: null }))]) {
        const file = await checkout.safePath(given)
        if (!mayWrite(operator.roles, file)) return refuse(403, text.notYours(file))
        // A policy's address is fixed (/privacy): it is changed by a new version, never renamed or deleted.
        if (contents === null && file.startsWith('content/legal/')) return refuse(403, text.policyStays(file))
        files.push({
          path: file,
          contents: contents === null ? null : Buffer.from(contents, 'base64'),
          expected: seen.get(file) ?? null,
        })
      }
    } catch (error) {
      if (error instanceof PathRefused) return refuse(400, `Not saved: ${error.message}`)
      throw error
    }
    const badImages = (
      await Promise.all(files.filter((f) => f.contents).map((f) => checkImage(f.path, f.contents!)))
    ).flat()
    if (badImages.length) return refuse(422, text.refusedSave(badImages.join('\n')))
    const saving = new Map(files.flatMap((f) => (f.contents ? [[f.path, f.contents] as const] : [])))
    const problems = (
      await Promise.all(
        files
          .filter((f) => f.contents !== null && f.path.endsWith('.mdx'))
          .map((f) => checkContentFile(f.path, f.contents!.toString('utf8'), { root: checkout.dir, saving })),
      )
    ).flat()
    if (problems.length) return refuse(422, text.refusedSave(problems.map((p) => p.message).join('\n')))
    // What the save did to each file, in a sentence: 'Edit content/blog/x.mdx; add content/images/x/harbour.jpg'.
    const list = (kind: (f: FileChange) => boolean) =>
      files
        .filter(kind)
        .map((f) => f.path)
        .join(', ')
    const edited = list((f) => f.contents !== null && f.expected !== null)
    const added = list((f) => f.contents !== null && f.expected === null)
    const deleted = list((f) => f.contents === null)
    const said = [
      edited && text.commit.edit(edited),
      added && text.commit.add(added),
      deleted && text.commit.remove(deleted),
    ]
    const message = said
      .filter(Boolean)
      .join('; ')
      .replace(/^./, (first) => first.toUpperCase())
    try {
      await checkout.save({ files, author: { name: operator.name, email: operator.email }, message })
    } catch (error) {
      if (error instanceof SaveConflict)
        return refuse(409, text.conflict(error.message, error.conflicts.map((c) => c.diff).join('\n')))
      // The files could not be written (a full disk), or git could not commit them (a lock another process holds): the
      // files are as they were.
      if (error instanceof GitError || error instanceof NotWritten) {
        o.log.error({ err: error, operator: operator.email }, 'editor: a save could not be committed')
        return refuse(503, text.notCommitted(error.message))
      }
      throw error
    }
    o.log.info({ operator: operator.email, files: files.map((f) => f.path) }, 'editor: saved')
    return tree(request, reply)
  })

  // The page as the site will show it, from the file as saved here (not yet published): Keystatic links each entry here.
  app.get<{ Params: { kind: string; slug: string } }>(
    '/editor/preview/:kind/:slug',
    editors,
    async (request, reply) => {
      const { kind, slug } = request.params
      const file = `content/${kind}/${slug}.mdx`
      const send = (status: number, html: string) =>
        reply.code(status).headers(PREVIEW_PAGE_HEADERS).type('text/html; charset=utf-8').send(html)
      let source: string
      try {
        source = fs.readFileSync(path.join(checkout.dir, await checkout.safePath(file)), 'utf8')
      } catch {
        return send(404, editorMessagePage({ title: text.preview.link, message: text.preview.missing(file) }))
      }
      try {
        return send(200, (await renderPreview(file, source, { root: checkout.dir, bundle: o.previewBundle })).html)
      } catch (error) {
        return send(422, editorMessagePage({ title: text.preview.link, message: (error as Error).message }))
      }
    },
  )
  // The pictures of a preview, as their files in the checkout.
  app.get<{ Params: { '*': string } }>(`${PREVIEW_IMAGES}*`, editors, async (request, reply) => {
    try {
      const file = await checkout.safePath(`content/${request.params['*']}`)
      if (!/\.(jpe?g|png|webp|avif|gif|svg)$/i.test(file)) throw new Error('not a picture')
      const type = file.endsWith('.svg')
        ? 'image/svg+xml'
        : `image/${path.extname(file).slice(1).replace('jpg', 'jpeg')}`
      return reply
        .type(type)
        .header('cache-control', 'no-store')
        .send(fs.readFileSync(path.join(checkout.dir, file)))
    } catch {
      return reply.code(404).send()
    }
  })

  /** /editor: what is saved and not yet published, and how the last publish went (`message`). */
  const home = async (request: FastifyRequest, reply: FastifyReply, status = 200, message?: string) =>
    reply
      .code(status)
      .headers(OPERATOR_PAGE_HEADERS)
      .type('text/html; charset=utf-8')
      .send(
        editorHomePage({
          operator: request.operator!,
          csrf: csrfTokenOf(request)!,
          unpublished: await checkout.unpublished(),
          pushBranch: o.local?.branch,
          message,
        }),
      )
  app.get('/editor', editors, (request, reply) => home(request, reply))

  if (o.local) return
  app.post('/editor/publish', editors, async (request, reply) => {
    const page = (status: number, message: string) => home(request, reply, status, message)
    const problems = await checkUnpublished(checkout)
    if (problems.length) return page(422, text.publishRefused(problems.join('\n')))
    try {
      const { commits } = await checkout.publish()
      o.log.info({ operator: request.operator!.email, commits: commits.length }, 'editor: published')
      return page(200, commits.length ? text.published(commits.length) : text.nothingToPublish)
    } catch (error) {
      if (error instanceof PublishConflict || error instanceof GitError) return page(409, error.message)
      throw error
    }
  })
}

/** The build's words on each file the unpublished changes touch, as it stands now: nothing goes out that it refuses. */
async function checkUnpublished(checkout: Checkout) {
  const files = new Set((await checkout.unpublished()).flatMap((c) => c.files))
  const problems: string[] = []
  for (const file of files) {
    const full = path.join(checkout.dir, file)
    if (!file.endsWith('.mdx') || !fs.existsSync(full)) continue
    const found = await checkContentFile(file, fs.readFileSync(full, 'utf8'), { root: checkout.dir })
    problems.push(...found.map((p) => p.message))
  }
  return problems
}

/** Registers the editor on the operators' listener when EDITOR_CHECKOUT is set (and the listener is, METRICS_PORT). */
export async function editorPlugin(app: FastifyInstance, { config }: { config: ServerConfig }) {
  if (!app.operators || !config.editorCheckout) return
  await app.operators.register(editorRoutes, {
    checkoutDir: config.editorCheckout,
    remote: config.editorRemote,
    uiDir: path.join(config.distDir, 'editor'),
    previewBundle: path.join(config.distDir, 'editor-preview/entry.mjs'),
    log: app.log,
  })
}
