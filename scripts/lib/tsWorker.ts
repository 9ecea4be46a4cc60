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
 * Up to `threads` worker threads running `module` (which calls `answerJobs`), each one job at a time: `run` hands a job
 * to a free thread and answers its result; a job that fails rejects with the thread's stack. A thread starts when a job
 * finds none free. `use(n)` lets only n threads work at once (all of them at first); `close` ends the threads once
 * every job given is answered.
 */
export function threadPool<J, R>(module: URL, threads: number) {
  type Waiting = { i: number; job: J; resolve: (r: R) => void; reject: (e: Error) => void }
  const queue: Waiting[] = []
  const workers: Worker[] = []
  const free: Worker[] = []
  const busy = new Map<Worker, Waiting>()
  let count = 0
  let active = threads
  const give = (worker: Worker) => {
    const waiting = busy.size < active ? queue.shift() : undefined
    if (!waiting) return void free.push(worker)
    busy.set(worker, waiting)
    worker.postMessage({ i: waiting.i, job: waiting.job })
  }
  const start = () => {
    const worker = tsWorker(module)
    worker.on('message', ({ result, error }: Answer<R>) => {
      const waiting = busy.get(worker)!
      busy.delete(worker)
      if (error !== undefined) waiting.reject(new Error(error))
      else waiting.resolve(result as R)
      give(worker)
    })
    // A thread that dies (out of memory, say) fails its job and every job still waiting.
    worker.on('error', (error) => {
      busy.get(worker)?.reject(error)
      busy.delete(worker)
      for (const waiting of queue.splice(0)) waiting.reject(error)
    })
    workers.push(worker)
    return worker
  }
  /** Hands waiting jobs to free threads, starting threads while there are fewer than `threads`. */
  const dispatch = () => {
    while (queue.length && busy.size < active) {
      const worker = free.shift() ?? (workers.length < threads ? start() : undefined)
      if (!worker) return
      give(worker)
    }
  }
  return {
    run(job: J): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ i: count++, job, resolve, reject })
        dispatch()
      })
    },
    use(n: number) {
      active = n
      dispatch()
    },
    close: () => Promise.all(workers.map((w) => w.terminate())).then(() => undefined),
  }
}

/**
 * Runs every job on `threads` worker threads, each running `module` (which calls `answerJobs`), one job at a time per
 * thread; the results in the jobs' order. The first job that fails fails the whole, with the thread's stack.
 */
export async function inThreads<J, R>(module: URL, jobs: readonly J[], threads: number): Promise<R[]> {
  const pool = threadPool<J, R>(module, Math.min(threads, jobs.length))
  try {
    return await Promise.all(jobs.map((job) => pool.run(job)))
  } finally {
    await pool.close()
  }
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
