import { Worker, parentPort } from 'node:worker_threads'

/**
 * The heap a thread may grow to. Each job's work is garbage once answered, and V8 otherwise lets garbage pile up far
 * past what a thread keeps (a text-twin thread grew to hundreds of MB over 10,000 pages): the limit makes it collect.
 */
const THREAD_HEAP_MB = 256

/**
 * A worker thread running a TypeScript module, as every script here does. Node 20 loads a worker's entry before the
 * loader hooks of `--import tsx` are ready in that thread, so the thread first registers tsx itself, then imports it.
 */
function tsWorker(module: URL): Worker {
  const tsx = import.meta.resolve('tsx/esm/api')
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}) })`,
    { eval: true, resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } },
  )
}

type Answer<R> = { i: number; result?: R; error?: string }

/**
 * Runs every job on `threads` worker threads, each running `module` (which calls `answerJobs`), one job at a time per
 * thread; the results in the jobs' order. The first job that fails fails the whole, with the thread's stack.
 */
export function inThreads<J, R>(module: URL, jobs: readonly J[], threads: number): Promise<R[]> {
  const results = new Array<R>(jobs.length)
  let next = 0
  return Promise.all(
    Array.from({ length: Math.min(threads, jobs.length) }, () => {
      const worker = tsWorker(module)
      return new Promise<void>((resolve, reject) => {
        const send = () => {
          if (next === jobs.length) return void worker.terminate().then(() => resolve())
          const i = next++
          worker.postMessage({ i, job: jobs[i] })
        }
        worker.on('message', ({ i, result, error }: Answer<R>) => {
          if (error !== undefined) return void worker.terminate().then(() => reject(new Error(error)))
          results[i] = result as R
          send()
        })
        worker.on('error', reject)
        send()
      })
    }),
  ).then(() => results)
}

/** In a thread started by `inThreads`: answers each job with `work`'s result (or its error). */
export function answerJobs<J, R>(work: (job: J) => R | Promise<R>) {
  parentPort!.on('message', ({ i, job }: { i: number; job: J }) => {
    Promise.resolve()
      .then(() => work(job))
      .then(
        (result) => parentPort!.postMessage({ i, result } satisfies Answer<R>),
        (error: unknown) =>
          parentPort!.postMessage({ i, error: String((error as Error)?.stack ?? error) } satisfies Answer<R>),
      )
  })
}
