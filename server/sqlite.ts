import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'

/**
 * better-sqlite3, in the version that runs on this Node.
 * Version 12 is the last that runs on Node 20, but on Node 24 it aborts the process when a statement is freed (its
 * native objects remove a cleanup hook Node 24 no longer finds). Version 13, built on Node-API and shipped prebuilt,
 * fixes that and needs Node 22 or later; package.json names it as the optional `better-sqlite3-napi`, which npm
 * installs where Node is recent enough and leaves out on Node 20. Same API, same files.
 */
export const sqlitePackage =
  Number(process.versions.node.split('.')[0]) >= 24 ? 'better-sqlite3-napi' : 'better-sqlite3'

const Database = createRequire(import.meta.url)(sqlitePackage) as typeof BetterSqlite3
export default Database
/** The types (`Sqlite.Database`, `Sqlite.Statement`, …): the same in both versions. */
export type { default as Sqlite } from 'better-sqlite3'

/** Closes a connection that may already be broken (a failed disk, a file gone): what is left of it is let go. */
export function closeQuietly(db: BetterSqlite3.Database | undefined): void {
  try {
    db?.close()
  } catch {
    // already unusable
  }
}
