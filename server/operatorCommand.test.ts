import fs from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { runDataRequest } from './dataRequest/cli'
import { runMessagesCommand } from './messages/cli'
import { SqliteMessageStore } from './messages/SqliteMessageStore'
import { runSubscribersCommand } from './newsletter/cli'
import { runCommand } from './testing/runCommand'
import { tempDataDir } from './testing/testApp'

// The three operators' commands answer a wrong command line, a bad setting and a missing database alike
// (server/operatorCommand.ts): the same exit codes, the sentence on standard error, nothing created.
const commands = [
  { name: 'messages', run: runMessagesCommand, good: ['list'], tooMany: 'list takes no "extra".' },
  { name: 'subscribers', run: runSubscribersCommand, good: ['list'], tooMany: 'list takes no "extra".' },
  {
    name: 'data-request',
    run: runDataRequest,
    good: ['export', 'ada@example.com'],
    tooMany: 'export needs one e-mail address.',
  },
]

const dataDir = tempDataDir('operator-command')
beforeAll(() => new SqliteMessageStore(dataDir).close())

const run = (command: (typeof commands)[number]['run'], argv: readonly string[], env: NodeJS.ProcessEnv) =>
  runCommand(command, env, ...argv)

describe.each(commands)('npm run $name', ({ name, run: command, good, tooMany }) => {
  const usage = `Usage: npm run ${name}`
  const env = { DATA_DIR: dataDir }

  it('does its work on the data directory (exit 0)', async () => {
    const { code, err } = await run(command, good, env)
    expect(err).toBe('')
    expect(code).toBe(0)
  })

  it('prints its usage for --help and -h (exit 0)', async () => {
    for (const flag of ['--help', '-h']) {
      const { code, out, err } = await run(command, [flag], env)
      expect(code).toBe(0)
      expect(out).toContain(usage)
      expect(err).toBe('')
    }
  })

  it('names what is wrong with the command line, then shows the usage (exit 2)', async () => {
    for (const [argv, sentence] of [
      [[], 'Which command?'],
      [['frobnicate'], 'Unknown command "frobnicate".'],
      [[...good, '--bogus'], "Unknown option '--bogus'"],
      [[...good, 'extra'], tooMany],
    ] as const) {
      // Checked before anything is read: a data directory without a database is not the answer.
      const { code, out, err } = await run(command, [...argv], { DATA_DIR: `${dataDir}/missing` })
      expect(code, argv.join(' ')).toBe(2)
      expect(err, argv.join(' ')).toContain(sentence)
      expect(err, argv.join(' ')).toContain(usage)
      expect(out).toBe('')
    }
  })

  it('names a bad setting and stops (exit 1)', async () => {
    const { code, err } = await run(command, good, { ...env, PORT: 'eighty' })
    expect(code).toBe(1)
    expect(err).toContain('PORT')
  })

  it('refuses a DATA_DIR without a database and makes none (exit 1)', async () => {
    const mistyped = `${tempDataDir('operator-typo')}/dat`
    const { code, out, err } = await run(command, good, { DATA_DIR: mistyped })
    expect(code).toBe(1)
    expect(err).toContain(`No contact database in ${mistyped}`)
    expect(out).toBe('')
    expect(fs.existsSync(mistyped)).toBe(false)
  })
})

it('npm run data-request refuses what is not an e-mail address (exit 2)', async () => {
  const { code, err } = await run(runDataRequest, ['erase', 'ada-at-example.com'], { DATA_DIR: dataDir })
  expect(code).toBe(2)
  expect(err).toContain('"ada-at-example.com" is not an e-mail address.')
})
