// Runs before each test file (vitest.config.ts setupFiles): its hooks are the file's, registered first, so they run
// after every hook of the file's own.
import { afterAll } from 'vitest'
import { removeTempDirs } from './tempDirs'

// A backstop: a copy of the project with its builds (scripts/prerender.test.ts) took over 10 s to remove on a busy machine.
afterAll(removeTempDirs, 120_000)
