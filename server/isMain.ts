import { pathToFileURL } from 'node:url'

/**
 * True in the module node was started with (`node --import tsx scripts/x.ts`, `npm run messages`), not in one that a
 * test or another script imports: `isMain(import.meta.url)` guards what a script does when run.
 */
export const isMain = (moduleUrl: string) =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href
