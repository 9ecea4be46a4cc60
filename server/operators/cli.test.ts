import fs from 'node:fs'
import path from 'node:path'
import { Readable, Writable } from 'node:stream'
import { expect, it } from 'vitest'
import { tempDataDir } from '../testing/testApp'
import { readAccounts } from './accounts'
import { runOperatorsCommand } from './cli'
import { passwordMatches } from './password'

/** `npm run operators -- …argv` with `stdin` typed in: its exit code and what it printed. */
async function operators(env: NodeJS.ProcessEnv, stdin: string, ...argv: string[]) {
  let out = ''
  let err = ''
  const sink = (f: (s: string) => void) => new Writable({ write: (c, _e, done) => (f(String(c)), done()) })
  const code = await runOperatorsCommand(argv, {
    env,
    input: Readable.from([stdin]),
    out: sink((s) => (out += s)),
    err: sink((s) => (err += s)),
  })
  return { code, out, err }
}

it('adds, lists, re-roles, re-keys and removes accounts in a 0600 file, never printing a hash', async () => {
  const dataDir = tempDataDir('operators-cli')
  const env = { DATA_DIR: dataDir }
  const file = path.join(dataDir, 'operators.json')
  const PASSWORD = 'correct horse battery staple'

  const added = await operators(
    env,
    `${PASSWORD}\nignored`,
    'add',
    'Ada@Example.com',
    '--name',
    'Ada Lovelace',
    '--role',
    'writer,analyst',
  )
  expect(added).toMatchObject({ code: 0, out: 'Added ada@example.com (writer, analyst).\n' })
  expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  const [ada] = readAccounts(file)
  expect(ada).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', roles: ['writer', 'analyst'] })
  expect(await passwordMatches(PASSWORD, ada!.passwordHash)).toBe(true)
  expect(fs.readFileSync(file, 'utf8')).not.toContain(PASSWORD)
  expect(fs.readdirSync(dataDir)).toEqual(['operators.json'])

  expect(
    (await operators(env, `${PASSWORD}\n`, 'add', 'ada@example.com', '--name', 'Ada', '--role', 'legal')).code,
  ).toBe(1)
  await operators(
    env,
    'another long password\n',
    'add',
    'grace@example.com',
    '--name',
    'Grace Hopper',
    '--role',
    'legal',
  )
  const list = await operators({ ...env, ANALYTICS_PASSWORD_HASH: ada!.passwordHash }, '', 'list')
  expect(list.code).toBe(0)
  expect(list.out.split('\n')).toEqual([
    'ada@example.com    Ada Lovelace  writer,analyst',
    'grace@example.com  Grace Hopper  legal',
    'analytics          Analytics     analyst (ANALYTICS_PASSWORD_HASH)',
    '',
  ])
  expect(list.out).not.toContain('scrypt')

  expect((await operators(env, '', 'roles', 'grace@example.com', '--role', 'legal,writer')).code).toBe(0)
  expect(readAccounts(file)[1]!.roles).toEqual(['legal', 'writer'])

  expect((await operators(env, 'a brand new password\n', 'password', 'ada@example.com')).code).toBe(0)
  const rekeyed = readAccounts(file)[0]!.passwordHash
  expect(await passwordMatches('a brand new password', rekeyed)).toBe(true)
  expect(await passwordMatches(PASSWORD, rekeyed)).toBe(false)

  expect(await operators(env, '', 'remove', 'grace@example.com')).toMatchObject({
    code: 0,
    out: 'Removed grace@example.com.\n',
  })
  expect(readAccounts(file).map((a) => a.email)).toEqual(['ada@example.com'])
  expect((await operators(env, '', 'remove', 'grace@example.com')).code).toBe(1)
})

it('refuses bad input with exit code 2 and a sentence, changing nothing', async () => {
  const dataDir = tempDataDir('operators-cli')
  const env = { DATA_DIR: dataDir }
  const short = await operators(env, 'short\n', 'add', 'ada@example.com', '--name', 'Ada', '--role', 'analyst')
  expect(short).toMatchObject({
    code: 2,
    err: 'The password must be at least 12 characters long; nothing was changed.\n',
  })
  expect(fs.existsSync(path.join(dataDir, 'operators.json'))).toBe(false)
  const bad = async (...argv: string[]) => {
    const run = await operators(env, 'a long enough password\n', ...argv)
    expect(run.code, argv.join(' ')).toBe(2)
    return run.err.split('\n')[0]
  }
  expect(await bad('add', 'ada@example.com', '--name', 'Ada', '--role', 'admin')).toBe(
    '"admin" is not a role: writer, legal or analyst',
  )
  expect(await bad('add', 'ada@example.com', '--role', 'analyst')).toBe('--name "Full Name" is needed')
  expect(await bad('add', 'not-an-address', '--name', 'Ada', '--role', 'analyst')).toBe(
    '"not-an-address" is not an e-mail address.',
  )
  expect(await bad('remove')).toBe('remove takes one e-mail address.')
  expect(await bad('delete', 'ada@example.com')).toBe('Unknown command "delete".')
  expect(fs.existsSync(path.join(dataDir, 'operators.json'))).toBe(false)
  expect((await operators({ DATA_DIR: path.join(dataDir, 'missing') }, '', 'list')).code).toBe(1)
})
