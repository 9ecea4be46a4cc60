import fs from 'node:fs/promises'
import path from 'node:path'
import { PathRefused } from './errors'

/**
 * `relPath` if the editor may write it in the checkout at `dir`: a relative path with '/' between its names, inside
 * one of `roots` ('content/'), that no symbolic link leads out of; otherwise a PathRefused saying why.
 */
export async function safePath(dir: string, roots: readonly string[], relPath: string): Promise<string> {
  const refuse = (reason: string) => new PathRefused(relPath, reason)
  if (typeof relPath !== 'string' || !relPath) throw refuse('a file needs a path')
  if (relPath.includes('\0')) throw refuse('a path may not hold a NUL character')
  if (relPath.includes('\\')) throw refuse("folders are separated by '/', not '\\'")
  if (relPath.startsWith('/')) throw refuse('a path is relative to the repository, not absolute')
  const names = relPath.split('/')
  if (names.some((name) => name === '..' || name === '.')) throw refuse("a path may not hold '.' or '..'")
  if (names.some((name) => !name)) throw refuse("a path may not hold an empty name ('//' or a '/' at its end)")
  if (names.some((name) => name.toLowerCase() === '.git')) throw refuse("a path may not reach into '.git'")
  const root = roots.find((root) => relPath.startsWith(`${root.replace(/\/+$/, '')}/`))
  if (root === undefined) throw refuse(`the editor writes only under ${roots.join(', ')}`)

  // The nearest folder that exists must lie inside the root once every link on the way is followed.
  const rootReal = await fs.realpath(path.join(dir, root)).catch(() => undefined)
  let parent = path.dirname(path.join(dir, relPath))
  let parentReal: string | undefined
  while (!(parentReal = await fs.realpath(parent).catch(() => undefined))) {
    if (await fs.lstat(parent).catch(() => undefined)) throw refuse('a symbolic link on the way leads nowhere')
    parent = path.dirname(parent)
  }
  const inside = (real: string, folder: string) => real === folder || real.startsWith(`${folder}${path.sep}`)
  if (rootReal ? !inside(parentReal, rootReal) : !inside(parentReal, await fs.realpath(dir)))
    throw refuse('a symbolic link on the way leads outside the folder')
  // A link in place of the file itself: its target would be read back to the person and replaced.
  const stat = await fs.lstat(path.join(dir, relPath)).catch(() => undefined)
  if (stat?.isSymbolicLink()) throw refuse('the file is a symbolic link')
  if (stat?.isDirectory()) throw refuse('this is a folder, not a file')
  return relPath
}
