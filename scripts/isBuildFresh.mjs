// True when dist/ exists and is newer than every source file that goes into the build.
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = ['pages', 'renderer', 'components', 'content', 'stores', 'public', 'vite.config.ts', 'package.json', 'scripts/postbuild.mjs', 'scripts/seo', 'scripts/mdx', 'scripts/checkLinks.ts', 'scripts/writeFeed.ts', 'scripts/inlineScriptHashes.mjs']

function newest(p) {
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
