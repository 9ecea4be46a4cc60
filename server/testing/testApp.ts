import fs from 'node:fs'
import path from 'node:path'
import { buildApp, type BuildOptions } from '../app'
import { readConfig } from '../config'
import { tempDir } from './tempDirs'

/** A fresh, empty data directory, removed after the test file. */
export function tempDataDir(label = 'data') {
  return tempDir(`ethereal-${label}`)
}

/** The app on the real build (dist/) with its own empty database; settings as environment variables. */
export async function testApp(env: Record<string, string> = {}, opts: BuildOptions = {}) {
  const dataDir = env.DATA_DIR ?? tempDataDir()
  const config = readConfig({ CONTACT_MIN_FILL_MS: '0', ...env, DATA_DIR: dataDir })
  const app = await buildApp(config, opts)
  await app.ready()
  // The real server starts the outbox when it listens; inject never listens.
  app.outbox?.start()
  return Object.assign(app, { dataDir, config })
}

export const validMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  message: 'Please tell me more about the Digital Product Passport.',
}

/**
 * A copy of the real build (without images) plus a page at /test-pretty and a section not-found page at
 * /test-section/404, so the pretty-URL and section 404 rules are tested whatever pages the build has today.
 */
export function fixtureDist() {
  const dir = tempDir('ethereal-dist')
  fs.cpSync(path.resolve('dist'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) })
  const page = (title: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`
  fs.mkdirSync(path.join(dir, 'client/test-pretty'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'client/test-pretty/index.html'), page('Pretty page'))
  fs.mkdirSync(path.join(dir, 'client/test-section/404'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'client/test-section/404/index.html'), page('Category not found'))
  fs.mkdirSync(path.join(dir, 'client/test-section/known'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'client/test-section/known/index.html'), page('Known page'))
  return dir
}
