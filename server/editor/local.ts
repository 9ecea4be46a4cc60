import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { writeAccounts } from '../operators/accounts'
import { operatorAuth } from '../operators/auth'
import { hashPassword } from '../operators/password'
import { sameText } from '../operators/session'
import { PREVIEW_BUNDLE } from './preview/renderPreview'
import { editorRoutes } from './plugin'

type Person = { name: string; email: string }

/** The path of the one-time sign-in link `npm run edit` prints. */
const SIGN_IN = '/login/once'

/**
 * The web editor on a writer's own checkout (`npm run edit`): the operators' sign-in and the editor's routes as the
 * server has them, on loopback only, with one account, the writer's (git's user.name and user.email), whose random
 * password never leaves this process: the writer signs in once with a link printed in the terminal, and then has the
 * session, anti-forgery token and Origin check of the operators' listener. Nothing here is on the real server.
 */
export async function localEditor({
  dir,
  person,
  branch,
  port,
}: {
  dir: string
  person: Person
  branch: string
  port: number
}) {
  const host = '127.0.0.1'
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'ethereal-edit-'))
  const accountsFile = path.join(home, 'operators.json')
  const email = person.email.trim().toLowerCase()
  const password = randomBytes(32).toString('base64url')
  writeAccounts(accountsFile, [
    { email, name: person.name, roles: ['writer', 'legal'], passwordHash: await hashPassword(password) },
  ])

  const app = Fastify({ logger: false })
  // Only this listener's own names: a page elsewhere whose name is made to point at 127.0.0.1 (DNS rebinding) is
  // same-origin with itself, not with this editor.
  const names = new Set([`${host}:${port}`, `localhost:${port}`])
  app.addHook('onRequest', async (request, reply) => {
    if (!names.has(request.headers.host ?? '')) return reply.code(421).send('Misdirected request\n')
  })
  await app.register(operatorAuth, { accountsFile })

  let token: string | undefined = randomBytes(32).toString('base64url')
  // Spent at its first use: a link left in the terminal's scroll-back or the browser's history signs nobody in later.
  app.get(SIGN_IN, async (request, reply) => {
    const given = (request.query as Record<string, unknown>).token
    if (!token || typeof given !== 'string' || !sameText(given, token))
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('This sign-in link has been used: stop npm run edit and start it again for a new one.\n')
    token = undefined
    const signedIn = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { host: `${host}:${port}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password, next: '/editor' }).toString(),
    })
    return reply.header('set-cookie', signedIn.headers['set-cookie']).redirect('/editor', 303)
  })
  app.get('/', async (_request, reply) => reply.redirect('/editor', 303))

  try {
    await app.register(editorRoutes, {
      checkoutDir: dir,
      uiDir: path.join(dir, 'dist/editor'),
      previewBundle: path.join(dir, PREVIEW_BUNDLE),
      local: { branch, committer: person },
      log: app.log,
    })
    await app.listen({ port, host })
  } catch (error) {
    fs.rmSync(home, { recursive: true, force: true })
    throw error
  }
  return {
    signInUrl: `http://${host}:${port}${SIGN_IN}?token=${token}`,
    close: async () => {
      app.server.closeAllConnections()
      await app.close()
      fs.rmSync(home, { recursive: true, force: true })
    },
  }
}
