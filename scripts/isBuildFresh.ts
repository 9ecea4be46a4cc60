// True when the last build finished, every step of it, from the source files there are now, after each was last
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

/**
 * What goes into no build: test files, and the copy of a `+config.ts` Vike writes beside it while it reads it (every
 * `vike dev` or `vike build`, gone a moment later), which left its folder newer than the build.
 */
const notSource = (name: string) => /\.test\.tsx?$/.test(name) || /\.build-[a-z0-9]{12}\.mjs$/.test(name)

/** Every source file, with its last change: each file under SOURCES, by its path from `cwd`. */
function sources(cwd: string) {
  const files = new Map<string, number>()
  const walk = (relative: string) => {
    const file = path.join(cwd, relative)
    const stat = fs.statSync(file, { throwIfNoEntry: false })
    if (!stat) return
    if (!stat.isDirectory()) return void (notSource(relative) || files.set(relative, stat.mtimeMs))
    for (const entry of fs.readdirSync(file)) walk(path.join(relative, entry))
  }
  SOURCES.forEach(walk)
  return files
}

/**
 * Written by the build's runner (scripts/build.ts) once every step has succeeded, and removed as a build starts. Not
 * the pages themselves: pre-rendering writes them early, and a build that fails after it (a broken link) would leave
 * a site without its compressed copies, sitemap or redirects that `npm start` and `npm test` took for finished.
 */
export const BUILD_COMPLETE = 'dist/build-complete'

/**
 * The mark's text: when the build finished, then every source file it was built from. A file added or removed since
 * shows in the list (a folder's own time would show it too, but also every file made and removed in it meanwhile).
 */
export const buildCompleteText = (cwd = process.cwd()) =>
  [new Date().toISOString(), ...[...sources(cwd).keys()].sort()].join('\n') + '\n'

export function isBuildFresh(cwd = process.cwd()) {
  const marker = path.join(cwd, BUILD_COMPLETE)
  if (!fs.existsSync(marker)) return false
  const built = fs.statSync(marker).mtimeMs
  const [, ...listed] = fs.readFileSync(marker, 'utf8').trim().split('\n')
  const files = sources(cwd)
  return (
    listed.length === files.size &&
    listed.every((file) => files.has(file)) &&
    [...files.values()].every((changed) => changed <= built)
  )
}
