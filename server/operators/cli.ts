// `npm run operators -- <command>`: the accounts that sign in on the operators' listener (see docs/operating.md,
// "Operators' accounts"). Passwords are read on standard input, never from the command line.
import fs from 'node:fs'
import path from 'node:path'
import { isMain } from '../isMain'
import { runOperatorCommand, UsageError, type CommandIo } from '../operatorCommand'
import { findAccount, isRole, readAccounts, writeAccounts, type Account, type Role } from './accounts'
import { hashPassword } from './password'

const USAGE = `Usage: npm run operators -- <command>

  add <email> --name "Full Name" --role writer[,legal,analyst]
                          a new account; its password is read on standard input (one line, 12 characters or more)
  remove <email>          the account can no longer sign in; its sessions end
  list                    every account: e-mail, name, roles (never a password)
  password <email>        a new password, read on standard input; the account's sessions end
  roles <email> --role writer[,legal,analyst]
                          the account's roles, replaced

e.g. printf '%s\\n' 'a long password' | npm run operators -- add ada@example.com --name "Ada Lovelace" --role analyst

The accounts are in OPERATOR_ACCOUNTS_FILE (default DATA_DIR/operators.json); the server reads it at each sign-in.`

/** The shortest password an account may have. */
const MIN_PASSWORD = 12
const EMAIL = /^[^\s@]+@[^\s@]+$/

/** Bad input that needs no usage to explain it: a one-line message, exit 2. */
class InputError extends Error {}

function rolesOption(value: string | undefined): Role[] {
  if (!value) throw new UsageError('--role is needed: writer, legal or analyst, or several with commas')
  const roles = [...new Set(value.split(',').map((r) => r.trim()))]
  const wrong = roles.find((r) => !isRole(r))
  if (wrong !== undefined) throw new UsageError(`"${wrong}" is not a role: writer, legal or analyst`)
  return roles as Role[]
}

/** The first line of `input`: what an operator types, or what `printf` pipes in. */
async function readLine(input: NodeJS.ReadableStream) {
  let text = ''
  for await (const chunk of input) {
    text += String(chunk)
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0]!
}

async function newPasswordHash(input: NodeJS.ReadableStream) {
  const password = await readLine(input)
  if (password.length < MIN_PASSWORD)
    throw new InputError(`The password must be at least ${MIN_PASSWORD} characters long; nothing was changed.`)
  return hashPassword(password)
}

/** Runs one command; resolves with the exit code. */
export async function runOperatorsCommand(argv: string[], io: CommandIo & { input?: NodeJS.ReadableStream } = {}) {
  const input = io.input ?? process.stdin
  return runOperatorCommand(
    argv,
    {
      usage: USAGE,
      commands: ['add', 'remove', 'list', 'password', 'roles'],
      options: { name: { type: 'string' }, role: { type: 'string' } },
      readsDatabase: false,
      checkArgs(command, args) {
        if (command === 'list') {
          if (args.length) throw new UsageError(`list takes no "${args[0]}".`)
        } else if (args.length !== 1) throw new UsageError(`${command} takes one e-mail address.`)
        else if (!EMAIL.test(args[0]!)) throw new UsageError(`"${args[0]}" is not an e-mail address.`)
      },
    },
    async ({ command, args, values, config, out, err }) => {
      const file = config.operatorAccountsFile
      if (!fs.existsSync(path.dirname(file))) {
        err.write(`No directory ${path.dirname(file)}: set DATA_DIR or OPERATOR_ACCOUNTS_FILE to the server's.\n`)
        return 1
      }
      const accounts = readAccounts(file)
      if (command === 'list') {
        const rows: [string, string, string][] = accounts.map((a) => [a.email, a.name, a.roles.join(',')])
        if (config.analyticsPasswordHash) rows.push(['analytics', 'Analytics', 'analyst (ANALYTICS_PASSWORD_HASH)'])
        if (rows.length === 0) out.write('No accounts yet.\n')
        const widths = [0, 1].map((i) => Math.max(...rows.map((r) => r[i]!.length)))
        for (const r of rows) out.write(`${r[0].padEnd(widths[0]!)}  ${r[1].padEnd(widths[1]!)}  ${r[2]}\n`)
        return 0
      }
      const email = args[0]!.toLowerCase()
      const account = findAccount(accounts, email)
      const save = (next: Account[], done: string) => {
        writeAccounts(file, next)
        out.write(`${done}\n`)
        return 0
      }
      try {
        if (command === 'add') {
          const roles = rolesOption(values.role)
          const name = values.name?.trim()
          if (!name) throw new UsageError('--name "Full Name" is needed')
          if (account) {
            err.write(`${email} has an account already: change it with password or roles.\n`)
            return 1
          }
          const passwordHash = await newPasswordHash(input)
          return save([...accounts, { email, name, roles, passwordHash }], `Added ${email} (${roles.join(', ')}).`)
        }
        if (!account) {
          err.write(`No account ${email}.\n`)
          return 1
        }
        if (command === 'remove')
          return save(
            accounts.filter((a) => a !== account),
            `Removed ${email}.`,
          )
        if (command === 'roles') {
          const roles = rolesOption(values.role)
          return save(
            accounts.map((a) => (a === account ? { ...a, roles } : a)),
            `${email} now has ${roles.join(', ')}.`,
          )
        }
        const passwordHash = await newPasswordHash(input)
        return save(
          accounts.map((a) => (a === account ? { ...a, passwordHash } : a)),
          `New password for ${email}; its sessions have ended.`,
        )
      } catch (error) {
        if (!(error instanceof InputError)) throw error
        err.write(`${error.message}\n`)
        return 2
      }
    },
    io,
  )
}

if (isMain(import.meta.url)) {
  process.exitCode = await runOperatorsCommand(process.argv.slice(2))
}
