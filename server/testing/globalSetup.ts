// Vitest's globalSetup (vitest.config.ts): what the whole run shares, made once before the first test file and undone
// after the last.
import os from 'node:os'
import { runTempDir } from './runTempDir'

export default function setup() {
  const temp = runTempDir()
  // tsx's cache of compiled files, kept for the run (every server a test starts compiles the same files).
  const own = [`tsx-${os.userInfo().uid}`]
  return () => temp.close(own)
}
