import fs from 'node:fs'
import path from 'node:path'

/**
 * Every file below `dir` (at any depth) whose name ends with `suffix`, as full paths; none when `dir` is missing. The
 * directory entries say which are files: no file is looked at twice (at 10,000 articles a stat of each of dist/client's
 * ~80,000 entries took a second, in each of the build's steps that walk it).
 */
export function filesUnder(dir: string, suffix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name))
}
