// The git checkout the web editor writes into and publishes from: every save a commit with the person as its author
// and the editor as its committer, refused when a file changed since it was opened; publishing pushes those commits to
// the remote's branch, on top of whatever others pushed meanwhile, never by force.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { NotWritten, PublishConflict, SaveConflict, type FileConflict } from './errors'
import { blobSha, git, GitError, LOG_FORMAT, parseLog, type LogEntry } from './git'
import { safePath } from './safePath'

export { blobSha, GitError, type LogEntry } from './git'
export { NotWritten, PathRefused, PublishConflict, SaveConflict } from './errors'

type Person = { name: string; email: string }

/** A file to save: its new contents (null deletes it) and the blob id the person opened (null: it did not exist). */
export type FileChange = { path: string; contents: Buffer | null; expected: string | null }

export type SaveResult = { commit: string; unchanged: false } | { commit: undefined; unchanged: true }

/** A commit not yet on the remote's branch, with the files it changed. */
export type Unpublished = LogEntry & { files: string[] }

export type Checkout = Awaited<ReturnType<typeof openCheckout>>

const PUSH_TRIES = 3

/**
 * The checkout at `dir`, cloned from `remote` first if `dir` is not a git work tree. Saves and publishes run one at a
 * time, in the order they were asked for. Only paths under `roots` may be written.
 */
export async function openCheckout({
  dir,
  remote,
  branch = 'main',
  committer = { name: 'E THE REAL editor', email: 'editor@localhost' },
  roots = ['content/'],
  offline = false,
}: {
  dir: string
  remote?: string
  branch?: string
  committer?: Person
  roots?: readonly string[]
  /** Never talks to the remote (a writer's own checkout, `npm run edit`): no fetch, and no publish. */
  offline?: boolean
}) {
  dir = path.resolve(dir)
  if (!(await isWorkTree(dir))) {
    if (!remote) throw new Error(`${dir} is not a git checkout, and no remote was given to clone it from`)
    await fs.mkdir(path.dirname(dir), { recursive: true })
    await git(path.dirname(dir), ['clone', '--quiet', '--branch', branch, remote, dir])
  }
  const identity = ['-c', `user.name=${committer.name}`, '-c', `user.email=${committer.email}`]
  const run = (args: string[], input?: string | Buffer) => git(dir, [...identity, ...args], input)
  const text = async (args: string[]) => (await run(args)).toString().trim()
  const upstream = `origin/${branch}`
  const onBranch = await text(['rev-parse', '--abbrev-ref', 'HEAD'])
  if (onBranch !== branch)
    throw new Error(`${dir} is on the branch ${onBranch}, not ${branch}: the editor saves to ${branch}`)

  const recovered = offline ? '' : await recover()

  /**
   * The server's checkout as its last commit left it, when a save or a publish did not finish (the process killed, the
   * machine stopped): a lock git left is removed, a rebase half done is undone, and files written without their commit
   * (a save nobody was told had worked) are put aside in a stash an operator can read (`git stash show -p`), not thrown
   * away. Returns what was put aside, as `git status --porcelain` lists it ('' when nothing). Never on a writer's own
   * checkout (offline), whose changes are theirs.
   */
  async function recover() {
    await fs.rm(path.join(dir, '.git', 'index.lock'), { force: true })
    const rebasing = await Promise.all(
      ['rebase-merge', 'rebase-apply'].map((d) => fs.stat(path.join(dir, '.git', d)).then(Boolean, () => false)),
    )
    if (rebasing.some(Boolean)) await run(['rebase', '--abort'])
    const left = await text(['status', '--porcelain', '--untracked-files=all', '--', ...roots])
    if (left)
      await run([
        'stash',
        'push',
        '--include-untracked',
        '--message',
        `editor: written but not committed when the server stopped, put aside at ${new Date().toISOString()}`,
        '--',
        ...roots,
      ])
    return left
  }

  let queue: Promise<unknown> = Promise.resolve()
  /** Runs `task` after every task asked for before it has settled. */
  function serial<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task)
    queue = result.catch(() => undefined)
    return result
  }

  async function lastChange(relPath: string, ref = 'HEAD') {
    return parseLog(await run(['log', '-1', LOG_FORMAT, ref, '--', relPath]))[0]
  }

  /** Unified diff from blob `from` (null: no file) to `contents`, labelled with the file's path. */
  async function diffFrom(relPath: string, from: string | null, contents: Buffer | null) {
    // A blob git has never seen (the person opened a file never committed) has nothing to diff from.
    if (from && !(await run(['cat-file', '-e', `${from}^{blob}`]).then(Boolean, () => false))) return ''
    const stored = async (bytes: Buffer) => run(['hash-object', '-w', '--stdin'], bytes).then(() => blobSha(bytes))
    const [a, b] = await Promise.all([from ?? stored(Buffer.alloc(0)), stored(contents ?? Buffer.alloc(0))])
    // Not trimmed: a diff's last line may be a blank line's context, " ".
    const out = (await run(['diff', '--no-color', '--no-ext-diff', a, b])).toString()
    const hunks = out.indexOf('\n@@')
    if (hunks === -1) return out.includes('Binary files') ? `Binary files a/${relPath} and b/${relPath} differ\n` : ''
    return `--- a/${relPath}\n+++ b/${relPath}${out.slice(hunks)}`
  }

  async function readCurrent(relPath: string) {
    return fs.readFile(path.join(dir, relPath)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    })
  }

  async function save({ files, author, message }: { files: FileChange[]; author: Person; message: string }) {
    if (!files.length) throw new Error('A save needs at least one file')
    if (!message.trim()) throw new Error('A save needs a message saying what changed')
    if (/[<>\n\0]/.test(author.name + author.email) || !author.name.trim() || !author.email.trim())
      throw new Error(`The author's name and e-mail address may not be empty nor hold '<', '>' or a new line`)
    const paths = await Promise.all(files.map((file) => safePath(dir, roots, file.path)))
    if (new Set(paths).size !== paths.length) throw new Error('A save names the same file twice')

    const current = await Promise.all(paths.map(readCurrent))
    const conflicts: FileConflict[] = []
    for (const [i, file] of files.entries()) {
      const now = current[i] ?? null
      if ((now ? blobSha(now) : null) === file.expected) continue
      conflicts.push({
        path: file.path,
        theirs: now ? now.toString() : null,
        lastChange: await lastChange(file.path),
        diff: await diffFrom(file.path, file.expected, now),
      })
    }
    if (conflicts.length) throw new SaveConflict(conflicts)

    const changed = files
      .map((file, i) => ({ ...file, before: current[i] ?? null }))
      .filter(({ contents, before }) => (contents ? blobSha(contents) : null) !== (before ? blobSha(before) : null))
    if (!changed.length) return { commit: undefined, unchanged: true } satisfies SaveResult

    const restore = await writeFiles(dir, changed).catch((error: NodeJS.ErrnoException) => {
      throw error.code ? new NotWritten(error) : error
    })
    const changedPaths = changed.map(({ path }) => path)
    try {
      await run(['add', '--all', '--', ...changedPaths])
      await run([
        'commit',
        '--quiet',
        '--cleanup=whitespace',
        `--author=${author.name} <${author.email}>`,
        '--message',
        message,
        '--',
        ...changedPaths,
      ])
    } catch (error) {
      // On a disk that has just filled up, putting the files back may fail too: the server's next start puts the
      // uncommitted files aside (recover), and the person is told their save failed either way.
      await restore().catch(() => undefined)
      await run(['reset', '--quiet', '--', ...changedPaths]).catch(() => undefined)
      throw error
    }
    return { commit: await text(['rev-parse', 'HEAD']), unchanged: false } satisfies SaveResult
  }

  async function unpublished(): Promise<Unpublished[]> {
    // Offline: what no remote-tracking branch has yet, as last fetched (a branch never pushed has no upstream).
    if (offline) return parseLog(await run(['log', LOG_FORMAT, '--name-only', '-z', 'HEAD', '--not', '--remotes']))
    await run(['fetch', '--quiet', 'origin'])
    return parseLog(await run(['log', LOG_FORMAT, '--name-only', '-z', `${upstream}..HEAD`]))
  }

  async function publish() {
    if (offline) throw new Error('This checkout is offline: publish it with git push')
    for (let attempt = 1; ; attempt++) {
      const commits = await unpublished()
      try {
        await run(['rebase', '--quiet', upstream])
      } catch (error) {
        const files = (await text(['diff', '--name-only', '--diff-filter=U'])).split('\n').filter(Boolean)
        await run(['rebase', '--abort']).catch(() => undefined)
        if (!files.length) throw error
        throw new PublishConflict(
          await Promise.all(files.map(async (file) => ({ path: file, lastChange: await lastChange(file, upstream) }))),
        )
      }
      const sha = await text(['rev-parse', 'HEAD'])
      if (!commits.length) return { sha, commits }
      try {
        await run(['push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`])
        return { sha, commits }
      } catch (error) {
        // "[rejected]": the branch moved since the fetch; "[remote rejected]" (a hook, a protected branch) is final.
        const moved =
          error instanceof GitError &&
          /\[rejected\]|non-fast-forward|fetch first|cannot lock ref|but expected/.test(error.stderr)
        if (!moved) throw error
        if (attempt === PUSH_TRIES)
          throw new GitError(
            `The website's repository kept changing while publishing (${PUSH_TRIES} tries); publish again`,
            error.args,
            error.code,
            error.stderr,
          )
      }
    }
  }

  async function history(relPath: string, limit = 20): Promise<LogEntry[]> {
    const file = await safePath(dir, roots, relPath)
    const log = parseLog(await run(['log', `--max-count=${limit}`, LOG_FORMAT, '--follow', '--', file]))
    return log.map(({ sha, author, email, date, subject }) => ({ sha, author, email, date, subject }))
  }

  return {
    dir,
    branch,
    /** What an unfinished save had left in the checkout when it was opened, now in a stash ('' when nothing). */
    recovered,
    /** `relPath` normalised, or a PathRefused if the editor may not write it. */
    safePath: (relPath: string) => safePath(dir, roots, relPath),
    /** Writes and commits `files` if each still is what its person opened; a SaveConflict otherwise. */
    save: (request: Parameters<typeof save>[0]): Promise<SaveResult> => serial(() => save(request)),
    /** The commits not yet on the remote's branch, newest first (after fetching it). */
    unpublished: () => serial(unpublished),
    /** Rebases the unpublished commits onto the remote's branch and pushes them; a PublishConflict if they clash. */
    publish: () => serial(publish),
    /** The last `limit` commits that changed `relPath`, newest first. */
    history: (relPath: string, limit?: number) => history(relPath, limit),
  }
}

async function isWorkTree(dir: string) {
  const top = await git(dir, ['rev-parse', '--show-toplevel']).catch(() => undefined)
  if (!top) return false
  return top.toString().trim() === (await fs.realpath(dir))
}

/**
 * Writes each file through a temporary file beside it, renamed over it once every temporary file is written; null
 * contents delete it. Resolves with a function that puts every file back as it was; on a failure, puts them back itself.
 */
async function writeFiles(dir: string, files: { path: string; contents: Buffer | null; before: Buffer | null }[]) {
  const write = async (which: 'contents' | 'before') => {
    const renames: [string, string][] = []
    try {
      for (const file of files) {
        const target = path.join(dir, file.path)
        const contents = file[which]
        if (!contents) continue
        await fs.mkdir(path.dirname(target), { recursive: true })
        const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`)
        renames.push([temp, target])
        await fs.writeFile(temp, contents, { flag: 'wx' })
      }
    } catch (error) {
      await Promise.all(renames.map(([temp]) => fs.rm(temp, { force: true })))
      throw error
    }
    for (const [temp, target] of renames) await fs.rename(temp, target)
    for (const file of files) if (!file[which]) await fs.rm(path.join(dir, file.path), { force: true })
  }
  const restore = () => write('before')
  await write('contents').catch(async (error: unknown) => {
    await restore().catch(() => undefined)
    throw error
  })
  return restore
}
