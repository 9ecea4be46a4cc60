import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { shareCardFor } from '../../components/seo/shareCard'
import type { ShareCardJob } from '../seo/shareCardWorker'
import { inThreads, threadPool } from './tsWorker'
import { tempDir } from '../../server/testing/tempDirs'

// The share cards' drawing threads, a real job of the build's.
const worker = new URL('../seo/shareCardWorker.ts', import.meta.url)
const spec = (title: string) => shareCardFor('/blog/x', title, 'https://ethereal.test').spec

it('runs the jobs on TypeScript threads, every one of them', async () => {
  const dir = tempDir('threads')
  const jobs = ['One', 'Two', 'Three'].map((t): ShareCardJob => ({ spec: spec(t), file: path.join(dir, `${t}.png`) }))
  expect(await inThreads(worker, jobs, 2)).toHaveLength(3)
  for (const { file } of jobs) expect(fs.readFileSync(file).subarray(1, 4).toString()).toBe('PNG')
}, 60_000)

it("fails with the thread's error when a job fails", async () => {
  const job: ShareCardJob = { spec: spec('Nowhere'), file: path.join(os.tmpdir(), 'no-such-folder', 'x.png') }
  await expect(inThreads(worker, [job], 1)).rejects.toThrow(/ENOENT.*no-such-folder/)
}, 60_000)

it('a pool told to use one thread does every job given, and takes more threads when told', async () => {
  const dir = tempDir('pool')
  const pool = threadPool<ShareCardJob, unknown>(worker, 2)
  pool.use(1)
  const jobs = ['One', 'Two', 'Three', 'Four'].map((t): ShareCardJob => ({
    spec: spec(t),
    file: path.join(dir, `${t}.png`),
  }))
  const done = jobs.slice(0, 2).map((j) => pool.run(j))
  pool.use(2)
  done.push(...jobs.slice(2).map((j) => pool.run(j)))
  await Promise.all(done)
  await pool.close()
  for (const { file } of jobs) expect(fs.readFileSync(file).subarray(1, 4).toString()).toBe('PNG')
}, 60_000)
