// What the editor's checkout refuses (server/editor/gitCheckout.ts), each as a sentence the person who saves or
// publishes can act on, with the data an editor's page needs to show it.
import type { LogEntry } from './git'

/** A path the editor may not write: outside its folders, or written so that it could reach outside. */
export class PathRefused extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${JSON.stringify(path)}: ${reason}`)
  }
}

/** A file that changed between the moment a person opened it and their save. */
export type FileConflict = {
  path: string
  /** What the file holds now (UTF-8), or null when it was deleted. */
  theirs: string | null
  /** The last commit that changed it, if git knows of one. */
  lastChange: LogEntry | undefined
  /** Unified diff from what the person opened to what is there now ('' when git never saw what they opened). */
  diff: string
}

/** A save refused because files changed since they were opened: nothing was written. */
export class SaveConflict extends Error {
  constructor(readonly conflicts: FileConflict[]) {
    super(`${conflicts.map(describe).join('; ')}. Nothing was saved: reopen it and make your changes again.`)
  }
}

/** A publish refused because the remote changed the same lines as unpublished commits: nothing was pushed. */
export class PublishConflict extends Error {
  readonly files: string[]
  constructor(readonly conflicts: { path: string; lastChange: LogEntry | undefined }[]) {
    const who = conflicts.map(({ path, lastChange }) => `${path}${lastChange ? ` (by ${by(lastChange)})` : ''}`)
    super(
      `${who.join(', ')} ${who.length > 1 ? 'were' : 'was'} also changed on the website's repository while your ` +
        'changes waited to be published. Nothing was published.',
    )
    this.files = conflicts.map(({ path }) => path)
  }
}

function describe({ path, theirs, lastChange }: FileConflict) {
  const what = theirs === null ? 'was deleted' : 'was changed'
  return `${path} ${what}${lastChange ? ` by ${by(lastChange)}` : ''} since you opened it`
}

/** "Jane Doe at 2026-12-06 10:02": the author's own clock, as the commit recorded it. */
function by({ author, date }: LogEntry) {
  return `${author} at ${date.slice(0, 16).replace('T', ' ')}`
}

/**
 * A save the server's copy of the site could not take (its disk full or read-only, say): the new files were never put
 * in place, so nothing was written or committed.
 */
export class NotWritten extends Error {
  constructor(readonly reason: NodeJS.ErrnoException) {
    super(`its copy of the site could not be written: ${reason.code ?? reason.message}`)
  }
}
