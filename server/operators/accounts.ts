import fs from 'node:fs'
import path from 'node:path'

// The operators' accounts (the people who sign in on the operators' listener): a JSON file, OPERATOR_ACCOUNTS_FILE,
// written by `npm run operators` and read by the server at each sign-in and each signed-in request, so a change takes
// effect without a restart. A list this short needs no database; the file is the server's secret (mode 0600).

const ROLES = ['writer', 'legal', 'analyst'] as const
/** What an operator may do: write content, approve legal texts, read the analytics. */
export type Role = (typeof ROLES)[number]

export type Account = {
  /** How the operator signs in; kept in lower case. */
  email: string
  name: string
  roles: Role[]
  /** scrypt, as server/operators/password.ts makes it. */
  passwordHash: string
}

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value)

/** The accounts in `file`; none when it does not exist yet. A file that cannot be read throws. */
export function readAccounts(file: string): Account[] {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const data = JSON.parse(text) as { accounts?: Account[] }
  if (!Array.isArray(data.accounts)) throw new Error(`${file} holds no "accounts" list`)
  return data.accounts
}

/**
 * Writes `accounts` to `file` as a whole: a temporary file beside it, then a rename over it, so the server never reads
 * half a list (scripts/lib/files.ts has no such helper for the server; buildCache's is the build cache's).
 */
export function writeAccounts(file: string, accounts: Account[]) {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`)
  try {
    fs.writeFileSync(tmp, `${JSON.stringify({ accounts }, null, 2)}\n`, { mode: 0o600 })
    fs.chmodSync(tmp, 0o600) // a left-over temporary file keeps its mode
    fs.renameSync(tmp, file)
  } finally {
    fs.rmSync(tmp, { force: true })
  }
}

/** The account signed in with `email` (any case), if there is one. */
export const findAccount = (accounts: Account[], email: string) =>
  accounts.find((a) => a.email === email.trim().toLowerCase())
