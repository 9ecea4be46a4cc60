import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect } from 'vitest'
import { operatorsText } from '../../content/operators'
import { pageStages, runStages } from '../../scripts/build'
import { freePort } from '../../scripts/lib/ports'
import { writeAccounts, type Role } from '../operators/accounts'
import { hashPassword } from '../operators/password'
import { startServer } from '../testing/serverProcess'
import { tempDir } from '../testing/tempDirs'
import { git } from './git'

/** Every test account's password. */
const PASSWORD = 'a long editor password'

type Person = { email: string; name: string; roles: readonly Role[] }

/**
 * A real server with the web editor on its operators' listener: its own checkout (EDITOR_CHECKOUT) cloned from a bare
 * repository on disk made from this one (EDITOR_REMOTE: the site's remote in the tests), and `people`'s accounts as
 * `npm run operators` writes them. `env` adds or overrides settings. Stop it with `server.stop()`.
 */
export async function editorServer(label: string, people: Record<string, Person>, env: Record<string, string> = {}) {
  const root = tempDir(`ethereal-${label}`)
  const remote = path.join(root, 'remote.git')
  const checkout = path.join(root, 'checkout')
  await git(process.cwd(), ['clone', '--quiet', '--bare', process.cwd(), remote])
  const accounts = path.join(root, 'operators.json')
  const passwordHash = await hashPassword(PASSWORD)
  writeAccounts(
    accounts,
    Object.values(people).map((p) => ({ ...p, roles: [...p.roles], passwordHash })),
  )
  const metricsPort = await freePort()
  const settings = {
    DATA_DIR: tempDir(`ethereal-${label}-data`),
    METRICS_PORT: String(metricsPort),
    OPERATOR_ACCOUNTS_FILE: accounts,
    EDITOR_CHECKOUT: checkout,
    EDITOR_REMOTE: remote,
    ...env,
  }
  const server = await startServer(settings)
  const operators = `http://127.0.0.1:${metricsPort}`
  return {
    server,
    /** Its settings: another server started with them works on the same checkout, data and accounts. */
    settings,
    /** The operators' listener's address. */
    operators,
    remote,
    checkout: settings.EDITOR_CHECKOUT,
    /** Signs `person` in with the operators' form: the session's cookie and its anti-forgery token. */
    signIn: (person: Person) => signInAt(operators, person),
  }
}

/** Signs `person` in on the operators' form a browser was sent to (`page` shows it). */
export async function signInOnPage(page: Page, person: Person) {
  await page.getByLabel(operatorsText.login.email).fill(person.email)
  await page.getByLabel(operatorsText.login.password).fill(PASSWORD)
  await page.getByRole('button', { name: operatorsText.login.submit }).click()
}

/** Signs `person` in with the operators' form at `operators`: the session's cookie and its anti-forgery token. */
export async function signInAt(operators: string, person: Person) {
  const res = await fetch(`${operators}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: person.email, password: PASSWORD, next: '/editor' }),
    redirect: 'manual',
  })
  expect(res.status).toBe(303)
  const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!
  const page = await (await fetch(`${operators}/login`, { headers: { cookie } })).text()
  return { cookie, csrf: /name="_csrf" value="([^"]+)"/.exec(page)![1]! }
}

/**
 * The site's pages as the deployment builds them from the remote's main: a clone of it, where `npm run build`'s steps
 * that make every page of every moment run (pageStages: not the compressed copies, twins, feeds, search or share
 * pictures after them), with the project's packages linked in and a copy of its build cache (a few MB here; a copy, not
 * hard links, which fail where the temporary folder is on another disk than the project); the dist folder.
 */
export async function buildOfMain(remote: string) {
  const site = path.join(tempDir('ethereal-built-from-remote'), 'site')
  await git(process.cwd(), ['clone', '--quiet', '--branch', 'main', remote, site])
  fs.symlinkSync(path.resolve('node_modules'), path.join(site, 'node_modules'), 'dir')
  const cache = path.join(path.dirname(site), 'cache')
  const projectCache = path.resolve('node_modules/.cache')
  if (fs.existsSync(projectCache)) fs.cpSync(projectCache, cache, { recursive: true })
  await runStages(pageStages(), site, { env: { BUILD_CACHE_DIR: cache }, quiet: true })
  return path.join(site, 'dist')
}
