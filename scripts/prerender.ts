// Build step, after the blog is compiled: pre-renders every page, in batches of ARTICLES_PER_BATCH blog articles, one
// `vike prerender` process after another (renderer/prerenderBatch.ts says why). A blog of fewer articles — this
// site's — is one batch, as `vike prerender` alone would do it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ARTICLES_DIR } from '../content/articlesDir'

/** Articles a batch renders: its memory is the same at 1,000 articles and at 10,000. */
const ARTICLES_PER_BATCH = 2500

/**
 * The heap each batch may grow to. Each page is garbage once written, and V8 let it pile up (1.6 GB at 10,000
 * articles in one process); what a batch keeps fits in a fraction of this.
 */
const HEAP_MB = 384

const root = process.cwd()
// The compiled articles, counted without reading them: this process waits beside every batch.
const articles = fs.readdirSync(path.join(root, ARTICLES_DIR)).filter((f) => f.endsWith('.js')).length
const count = Math.max(1, Math.ceil(articles / ARTICLES_PER_BATCH))
for (let index = 0; index < count; index++) {
  if (count > 1) console.log(`prerender: batch ${index + 1} of ${count}`)
  const { status, signal } = spawnSync(path.join(root, 'node_modules/.bin/vike'), ['prerender'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PRERENDER_BATCH: `${index}/${count}`,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--max-old-space-size=${HEAP_MB}`].filter(Boolean).join(' '),
    },
  })
  if (status !== 0) {
    console.error(`prerender: batch ${index + 1} of ${count} failed (${signal ?? `exit ${status}`})`)
    process.exit(1)
  }
}
// Vike keeps the server bundle while batches remain (+config.ts: keepDistServer); nothing reads it after.
fs.rmSync(path.join(root, 'dist/server'), { recursive: true, force: true })
