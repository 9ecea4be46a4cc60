import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { smallDisk } from '../testing/smallDisk'
import { tempDir } from '../testing/tempDirs'
import { git } from './git'
import {
  blobSha,
  GitError,
  NotWritten,
  openCheckout,
  PathRefused,
  PublishConflict,
  SaveConflict,
  type Checkout,
} from './gitCheckout'

const FILE = 'content/blog/x.mdx'
const ORIGINAL = '---\ntitle: X\n---\n\nThe first words.\n'
const ann = { name: 'Ann Writer', email: 'ann@example.com' }
const bob = { name: 'Bob Editor', email: 'bob@example.com' }

let remote: string
let checkout: Checkout

/** git as a person at another machine runs it, as `who`. */
const as = (who: { name: string; email: string }, cwd: string, ...args: string[]) =>
  git(cwd, ['-c', `user.name=${who.name}`, '-c', `user.email=${who.email}`, ...args]).then((out) =>
    out.toString().trim(),
  )

/** A clone of the remote in which `who` commits `contents` to `file` and pushes it. */
async function pushFromElsewhere(who: typeof ann, file: string, contents: string) {
  const dir = path.join(tempDir('elsewhere'), 'clone')
  await as(who, path.dirname(dir), 'clone', '--quiet', remote, dir)
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), contents)
  await as(who, dir, 'add', '--', file)
  await as(who, dir, 'commit', '--quiet', '-m', `${who.name} edits ${file}`)
  await as(who, dir, 'push', '--quiet', 'origin', 'HEAD:main')
  return dir
}

const read = (file: string) => fs.readFileSync(path.join(checkout.dir, file), 'utf8')
const head = (dir: string, ref = 'HEAD') => as(ann, dir, 'rev-parse', ref)
const edit = (contents: string, who = ann, expected: string | null = blobSha(ORIGINAL)) =>
  checkout.save({ files: [{ path: FILE, contents: Buffer.from(contents), expected }], author: who, message: 'Edit x' })

let seeded: string

// One seeded remote, copied for each test: its own history, without cloning and pushing again.
beforeAll(async () => {
  seeded = tempDir('seeded')
  await as(ann, seeded, 'init', '--quiet', '--bare', '--initial-branch=main')
  const seed = path.join(tempDir('seed'), 'clone')
  const seeder = { name: 'Seeder', email: 'seed@example.com' }
  await as(seeder, path.dirname(seed), 'clone', '--quiet', seeded, seed)
  fs.mkdirSync(path.join(seed, 'content/blog'), { recursive: true })
  fs.writeFileSync(path.join(seed, FILE), ORIGINAL)
  fs.writeFileSync(path.join(seed, 'README.md'), 'Not for the editor\n')
  await as(seeder, seed, 'add', '.')
  await as(seeder, seed, 'commit', '--quiet', '-m', 'Seed')
  await as(seeder, seed, 'push', '--quiet', 'origin', 'HEAD:main')
})

beforeEach(async () => {
  remote = tempDir('remote')
  fs.cpSync(seeded, remote, { recursive: true })
  checkout = await openCheckout({ dir: path.join(tempDir('editor'), 'checkout'), remote })
})

describe('the editor’s checkout', () => {
  it('knows files by git’s own blob id', async () => {
    expect(blobSha(ORIGINAL)).toBe(await as(ann, checkout.dir, 'hash-object', FILE))
  })

  it('commits a save with the person as author and the editor as committer', async () => {
    const { commit } = await edit('Ann’s words.\n')
    expect(await head(checkout.dir)).toBe(commit)
    expect(await as(ann, checkout.dir, 'log', '-1', '--format=%an <%ae> | %cn <%ce> | %s')).toBe(
      'Ann Writer <ann@example.com> | E THE REAL editor <editor@localhost> | Edit x',
    )
    expect(read(FILE)).toBe('Ann’s words.\n')
    expect(await checkout.history(FILE, 5)).toMatchObject([
      { author: 'Ann Writer', subject: 'Edit x' },
      { author: 'Seeder' },
    ])
  })

  it('adds, replaces and deletes files in one commit', async () => {
    const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255])
    await checkout.save({
      files: [
        { path: 'content/images/new/a.png', contents: image, expected: null },
        { path: FILE, contents: null, expected: blobSha(ORIGINAL) },
      ],
      author: bob,
      message: 'An image instead',
    })
    expect(await as(ann, checkout.dir, 'show', '--name-status', '--format=%an', 'HEAD')).toBe(
      `Bob Editor\n\nD\t${FILE}\nA\tcontent/images/new/a.png`,
    )
    expect(await as(ann, checkout.dir, 'status', '--porcelain')).toBe('')
    expect(await as(ann, checkout.dir, 'rev-parse', 'HEAD:content/images/new/a.png')).toBe(blobSha(image))
  })

  it('opens the checkout it cloned before, on its branch only', async () => {
    await edit('Ann’s words.\n')
    const again = await openCheckout({ dir: checkout.dir })
    expect(await again.history(FILE, 1)).toMatchObject([{ author: 'Ann Writer' }])
    await as(ann, checkout.dir, 'switch', '--quiet', '-c', 'elsewhere')
    await expect(openCheckout({ dir: checkout.dir })).rejects.toThrow(/is on the branch elsewhere, not main/)
    await expect(openCheckout({ dir: tempDir('empty') })).rejects.toThrow(/not a git checkout, and no remote/)
  })

  it('makes no commit for a save that changes nothing', async () => {
    const before = await head(checkout.dir)
    expect(await edit(ORIGINAL)).toEqual({ commit: undefined, unchanged: true })
    expect(await head(checkout.dir)).toBe(before)
  })

  it('refuses the second of two saves from the same opened file, showing the first one’s change', async () => {
    const [first, second] = await Promise.allSettled([edit('Ann’s words.\n'), edit('Bob’s words.\n', bob)])
    expect(first.status).toBe('fulfilled')
    const error = second.status === 'rejected' ? (second.reason as SaveConflict) : undefined
    expect(error).toBeInstanceOf(SaveConflict)
    expect(error?.message).toMatch(
      /^content\/blog\/x\.mdx was changed by Ann Writer at \d{4}-\d\d-\d\d \d\d:\d\d since/,
    )
    expect(error?.conflicts).toMatchObject([
      { path: FILE, theirs: 'Ann’s words.\n', lastChange: { author: 'Ann Writer' } },
    ])
    expect(error?.conflicts[0]?.diff).toContain('-The first words.\n+Ann’s words.')
    expect(read(FILE)).toBe('Ann’s words.\n')
  })

  it('refuses paths outside content/, and writes nothing', async () => {
    const outside = tempDir('outside')
    fs.symlinkSync(outside, path.join(checkout.dir, 'content/out'))
    const before = await head(checkout.dir)
    for (const file of ['../x', '/etc/passwd', 'content/../x', 'public/x', 'content\\x', 'content/out/x.mdx']) {
      await expect(checkout.safePath(file)).rejects.toBeInstanceOf(PathRefused)
      const save = checkout.save({
        files: [{ path: file, contents: Buffer.from('x'), expected: null }],
        author: ann,
        message: 'x',
      })
      await expect(save).rejects.toThrow(PathRefused)
    }
    expect(fs.readdirSync(outside)).toEqual([])
    expect(fs.existsSync(path.join(checkout.dir, '../x'))).toBe(false)
    expect(await head(checkout.dir)).toBe(before)
    expect(await checkout.safePath('content/images/new.png')).toBe('content/images/new.png')
  })

  it('puts the files back when the commit fails', async () => {
    const hook = path.join(checkout.dir, '.git/hooks/pre-commit')
    fs.writeFileSync(hook, '#!/bin/sh\necho "a hook says no" >&2\nexit 1\n', { mode: 0o755 })
    const save = checkout.save({
      files: [
        { path: FILE, contents: Buffer.from('Ann’s words.\n'), expected: blobSha(ORIGINAL) },
        { path: 'content/blog/new.mdx', contents: Buffer.from('New\n'), expected: null },
      ],
      author: ann,
      message: 'Edit x',
    })
    await expect(save).rejects.toThrow(/a hook says no/)
    await expect(save).rejects.toBeInstanceOf(GitError)
    expect(read(FILE)).toBe(ORIGINAL)
    expect(fs.existsSync(path.join(checkout.dir, 'content/blog/new.mdx'))).toBe(false)
    expect(await as(ann, checkout.dir, 'status', '--porcelain')).toBe('')
  })

  it('on a full disk writes and commits nothing, and takes the same save once there is room', async () => {
    // A small disk of its own (4 MB) holding a checkout, then filled to its last byte.
    const disk = await smallDisk('small-disk', 4)
    try {
      const small = await openCheckout({ dir: path.join(disk.dir, 'checkout'), remote })
      disk.fill()
      const words = Buffer.from('Ann’s words.\n'.repeat(2000))
      const save = () =>
        small.save({
          files: [{ path: FILE, contents: words, expected: blobSha(ORIGINAL) }],
          author: ann,
          message: 'Edit x',
        })
      await expect(save()).rejects.toBeInstanceOf(NotWritten)
      expect(fs.readFileSync(path.join(small.dir, FILE), 'utf8')).toBe(ORIGINAL)
      // (git status without refreshing the index, which a full disk cannot take.)
      expect(await as(ann, small.dir, '--no-optional-locks', 'status', '--porcelain')).toBe('')
      expect(await as(ann, small.dir, 'log', '--format=%s')).toBe('Seed')

      disk.free()
      await save()
      expect(fs.readFileSync(path.join(small.dir, FILE))).toEqual(words)
      expect(await as(ann, small.dir, 'log', '-1', '--format=%an|%s')).toBe('Ann Writer|Edit x')
    } finally {
      await disk.unmount()
    }
  })
})

describe('publishing', () => {
  it('pushes the saves, their authors kept', async () => {
    await edit('Ann’s words.\n')
    expect(await checkout.unpublished()).toMatchObject([{ author: 'Ann Writer', subject: 'Edit x', files: [FILE] }])
    const { sha, commits } = await checkout.publish()
    expect(commits).toHaveLength(1)
    expect(await head(remote, 'main')).toBe(sha)
    expect(await as(ann, remote, 'log', '-1', '--format=%an', 'main')).toBe('Ann Writer')
    expect(await checkout.unpublished()).toEqual([])
  })

  it('rebases onto a change someone else pushed to another file, and pushes both', async () => {
    await edit('Ann’s words.\n')
    await pushFromElsewhere(bob, 'content/blog/y.mdx', 'Bob’s file\n')
    await checkout.publish()
    expect(await as(ann, remote, 'log', '--format=%an: %s', 'main')).toBe(
      'Ann Writer: Edit x\nBob Editor: Bob Editor edits content/blog/y.mdx\nSeeder: Seed',
    )
    expect(read('content/blog/y.mdx')).toBe('Bob’s file\n')
  })

  it('refuses when someone else pushed a change to the same lines, and leaves the remote as it was', async () => {
    await edit('Ann’s words.\n')
    await pushFromElsewhere(bob, FILE, 'Bob’s words.\n')
    const before = await head(remote, 'main')
    const publish = checkout.publish()
    await expect(publish).rejects.toBeInstanceOf(PublishConflict)
    await expect(publish).rejects.toMatchObject({ files: [FILE], message: expect.stringMatching(/Bob Editor/) })
    expect(await head(remote, 'main')).toBe(before)
    expect(read(FILE)).toBe('Ann’s words.\n')
    expect(await checkout.unpublished()).toHaveLength(1)
  })

  it('pushes again when the remote moved during the push', async () => {
    await edit('Ann’s words.\n')
    const elsewhere = path.join(tempDir('racer'), 'clone')
    await as(bob, path.dirname(elsewhere), 'clone', '--quiet', remote, elsewhere)
    fs.writeFileSync(path.join(elsewhere, 'README.md'), 'Bob raced\n')
    await as(bob, elsewhere, 'commit', '--quiet', '-am', 'Bob races')
    // The first push only: Bob's push lands between the checkout's fetch and its push.
    const hook = path.join(checkout.dir, '.git/hooks/pre-push')
    const racer = `env -u GIT_DIR -u GIT_WORK_TREE -u GIT_INDEX_FILE git -C '${elsewhere}' push --quiet origin HEAD:main`
    fs.writeFileSync(hook, `#!/bin/sh\n[ -e "$0.done" ] && exit 0\ntouch "$0.done"\n${racer}\n`, { mode: 0o755 })
    await checkout.publish()
    expect(await as(ann, remote, 'log', '--format=%s', 'main')).toBe('Edit x\nBob races\nSeed')
  })
})
