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
