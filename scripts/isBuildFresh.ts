// True when dist/ exists and is newer than every source file that goes into the build. All of scripts/ counts: the
// build runs a dozen of them (and the Vite plugins in scripts/images and scripts/mdx), and a list of some goes stale.
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = [
  'pages',
  'renderer',
  'components',
  'content',
  'stores',
  'public',
  'scripts',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
]

function newest(p: string): number {
  if (!fs.existsSync(p)) return 0
  const stat = fs.statSync(p)
  if (!stat.isDirectory()) return stat.mtimeMs
  let max = stat.mtimeMs
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)))
  return max
}

export function isBuildFresh(cwd = process.cwd()) {
  const marker = path.join(cwd, 'dist/client/index.html')
  if (!fs.existsSync(marker)) return false
  const built = fs.statSync(marker).mtimeMs
  return SOURCES.every((s) => newest(path.join(cwd, s)) <= built)
}
