// The `git` command line as the editor's checkout runs it (server/editor/gitCheckout.ts): no configuration of the
// machine's or of its users', no prompt, English messages, and what a commit says about its author read back as data.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'

/** What git said when a command of its failed: the command, its exit code and its standard error. */
export class GitError extends Error {
  constructor(
    message: string,
    readonly args: string[],
    readonly code: number | string | undefined,
    readonly stderr: string,
  ) {
    super(message)
  }
}

/** Who changed a file last, when (ISO 8601, the author's time zone) and the first line of the commit's message. */
export type LogEntry = { sha: string; author: string; email: string; date: string; subject: string }

/** What `git log` prints per commit with LOG_FORMAT: fields apart by US, each commit after an RS. */
export const LOG_FORMAT = '--format=%x1e%H%x1f%an%x1f%ae%x1f%aI%x1f%s'

// Kept from the server's environment: how to reach the remote. Every other GIT_* (GIT_DIR, GIT_INDEX_FILE,
// GIT_AUTHOR_NAME, GIT_CONFIG_PARAMETERS…) would point git elsewhere or speak for somebody else.
const KEPT = new Set(['GIT_SSH', 'GIT_SSH_COMMAND', 'GIT_SSL_CAINFO'])

function gitEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_') || KEPT.has(name)),
  )
  return {
    ...env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    // A path is a path: "content/*.mdx" names no glob.
    GIT_LITERAL_PATHSPECS: '1',
    // Messages the code reads ("[rejected]", "CONFLICT") in one language.
    LC_ALL: 'C',
  }
}

/**
 * Runs `git args` in `cwd`; resolves with its standard output, or rejects with a GitError whose message is git's
 * own last words. `input` is written to its standard input.
 */
export function git(cwd: string, args: string[], input?: string | Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      { cwd, env: gitEnv(), encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout)
        const said = stderr.toString().trim() || stdout.toString().trim()
        const code = (error as { code?: number | string }).code
        reject(new GitError(`git ${args[0]} failed: ${said || error.message}`, args, code, stderr.toString()))
      },
    )
    child.stdin?.end(input)
  })
}

/** git's blob id of `contents` (sha1 of "blob <length>\0" and the bytes): what `git hash-object` prints. */
export function blobSha(contents: Buffer | string) {
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex')
}

/** The commits of `git log LOG_FORMAT [--name-only -z]`, newest first, each with the files it changed if listed. */
export function parseLog(out: Buffer): (LogEntry & { files: string[] })[] {
  return out
    .toString()
    .split('\x1e')
    .filter(Boolean)
    .map((record) => {
      // With --name-only -z a commit reads "<header>\0\n<file>\0<file>\0"; without, "<header>\n".
      const end = record.indexOf('\0')
      const header = (end === -1 ? record : record.slice(0, end)).replace(/\n+$/, '')
      const names =
        end === -1
          ? []
          : record
              .slice(end + 1)
              .replace(/^\n/, '')
              .split('\0')
      const [sha = '', author = '', email = '', date = '', subject = ''] = header.split('\x1f')
      return { sha, author, email, date, subject, files: names.filter(Boolean) }
    })
}
