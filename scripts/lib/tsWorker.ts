import { Worker } from 'node:worker_threads'

/**
 * A worker thread running a TypeScript module, as every script here does. Node 20 loads a worker's entry before the
 * loader hooks of `--import tsx` are ready in that thread, so the thread first registers tsx itself, then imports it.
 */
export function tsWorker(module: URL): Worker {
  const tsx = import.meta.resolve('tsx/esm/api')
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}) })`,
    { eval: true },
  )
}
