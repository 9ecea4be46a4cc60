import fs from 'node:fs'
import path from 'node:path'

/** Every file below `dir` (at any depth) whose name ends with `suffix`, as full paths; none when `dir` is missing. */
export function filesUnder(dir: string, suffix = ''): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => rel.endsWith(suffix))
    .map((rel) => path.join(dir, rel))
    .filter((full) => fs.statSync(full).isFile())
}
