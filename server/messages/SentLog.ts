import fs from 'node:fs'
import path from 'node:path'

const SENT_LOG_FILE = 'outbox-sent.log'

/**
 * An append-only file of the Message-IDs that the SMTP server accepted, written (and fsynced) the moment it says so,
 * before the database is told. It is the outbox's memory across a crash when the database write that records "sent"
 * fails (locked, full): a message claimed again after its lease ran out is e-mailed again only when it is not in
 * here. A file of its own, not a table, because the failure it covers is the database refusing writes.
 * Any number of processes append to it at once (O_APPEND keeps each short line whole).
 */
export class SentLog {
  readonly file: string

  constructor(dataDir: string) {
    this.file = path.join(dataDir, SENT_LOG_FILE)
  }

  record(messageId: string) {
    const fd = fs.openSync(this.file, 'a')
    try {
      fs.writeSync(fd, `${messageId}\n`)
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
  }

  /** The lines that start with any of `prefixes` (a data request: the e-mails sent about one person). */
  find(prefixes: string[]) {
    return this.lines().filter((line) => prefixes.some((p) => line.startsWith(p)))
  }

  /**
   * Removes the lines that start with any of `prefixes` (a data request's erasure): the rest is written to a new file that
   * replaces the log, and lines another process appended meanwhile are carried over. Resolves with how many went.
   */
  remove(prefixes: string[]) {
    if (prefixes.length === 0 || !fs.existsSync(this.file)) return 0
    const fd = fs.openSync(this.file, 'r')
    try {
      const before = fs.fstatSync(fd).size
      const kept = this.lines().filter((line) => !prefixes.some((p) => line.startsWith(p)))
      const removed = this.lines().length - kept.length
      if (removed === 0) return 0
      const next = `${this.file}.${process.pid}.tmp`
      fs.writeFileSync(next, kept.map((l) => `${l}\n`).join(''), { flush: true })
      fs.renameSync(next, this.file)
      // An append that reached the old file after it was read: keep it in the new one.
      const after = fs.fstatSync(fd).size
      if (after > before) {
        const tail = Buffer.alloc(after - before)
        fs.readSync(fd, tail, 0, tail.length, before)
        fs.appendFileSync(this.file, tail, { flush: true })
      }
      return removed
    } finally {
      fs.closeSync(fd)
    }
  }

  private lines() {
    try {
      return fs.readFileSync(this.file, 'utf8').split('\n').filter(Boolean)
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return []
      throw error
    }
  }

  /** Read only for a reclaimed message (after a crash): its size, a short line per e-mail, costs nothing day to day. */
  has(messageId: string) {
    try {
      return fs.readFileSync(this.file, 'utf8').split('\n').includes(messageId)
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return false
      throw error
    }
  }
}
