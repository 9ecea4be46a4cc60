// True when the last build finished, every step of it, after every source file that goes into the build was last
// changed. All of scripts/ counts: the build runs a dozen of them (and the Vite plugins in scripts/images and
// scripts/mdx), and a list of some goes stale.
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

/**
 * Written by the build's runner (scripts/build.ts) once every step has succeeded, and removed as a build starts. Not
 * the pages themselves: pre-rendering writes them early, and a build that fails after it (a broken link) would leave
 * a site without its compressed copies, sitemap or redirects that `npm start` and `npm test` took for finished.
 */
export const BUILD_COMPLETE = 'dist/build-complete'

export function isBuildFresh(cwd = process.cwd()) {
  const marker = path.join(cwd, BUILD_COMPLETE)
  if (!fs.existsSync(marker)) return false
  const built = fs.statSync(marker).mtimeMs
  return SOURCES.every((s) => newest(path.join(cwd, s)) <= built)
}
