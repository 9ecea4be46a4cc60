import { pgDaySecret } from '../daySecrets'
import type { PgMessageStore } from '../messages/PgMessageStore'
import { transaction, withClient, type PoolClient } from '../postgres/pool'
import { freshCounts, seenIn, viewRows, type AnalyticsStore, type Batch } from './AnalyticsStore'
import { buildReport, MIN_QUERY_VISITORS, REPORT_SQL, withNumbers, type ExportRow } from './report'

/** Rows written by one statement (PostgreSQL takes at most 65,535 parameters in one). */
const CHUNK = 1_000

/** INSERT … VALUES of many rows at once, `columns` a row, then `tail` (ON CONFLICT …). */
async function insertMany(client: PoolClient, head: string, rows: unknown[][], tail: string) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK)
    const width = chunk[0]!.length
    const values = chunk.map(
      (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
    )
    await client.query(`${head} VALUES ${values.join(', ')} ${tail}`, chunk.flat())
  }
}

/**
 * The counts in the contact database's PostgreSQL (migration 004, run with the others), shared by every instance.
 * Statements run under the pool's limits (PG_STATEMENT_TIMEOUT_MS): a database that does not answer fails the write,
 * and its counts are dropped rather than kept waiting.
 */
export class PgAnalyticsStore implements AnalyticsStore {
  constructor(private readonly messages: PgMessageStore) {}

  private get pool() {
    return this.messages.pool
  }

  async secretFor(day: string, create: boolean) {
    await this.messages.ready()
    return pgDaySecret(this.pool, 'analytics_secrets', day, create)
  }

  async write(batch: Batch) {
    await this.messages.ready()
    await transaction(this.pool, async (client) => {
      const seen = seenIn(batch)
      const fresh = new Set<string>()
      for (let i = 0; i < seen.length; i += CHUNK) {
        const chunk = seen.slice(i, i + CHUNK)
        const { rows } = await client.query<{ day: string; scope: string; hash: string }>(
          `INSERT INTO analytics_seen (day, scope, hash) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
           ON CONFLICT DO NOTHING RETURNING day, scope, hash`,
          [chunk.map((s) => s.day), chunk.map((s) => s.scope), chunk.map((s) => s.hash)],
        )
        for (const r of rows) fresh.add(`${r.day}\u0000${r.scope}\u0000${r.hash}`)
      }
      const counts = freshCounts(batch, (s) => fresh.has(`${s.day}\u0000${s.scope}\u0000${s.hash}`))
      if (batch.views.length)
        await insertMany(
          client,
          `INSERT INTO analytics_views AS t (day, page, referrer, utm_source, utm_medium, utm_campaign, device, views,
             visitors, page_visitors)`,
          viewRows(batch, counts),
          `ON CONFLICT (day, page, referrer, utm_source, utm_medium, utm_campaign, device) DO UPDATE SET
             views = t.views + excluded.views, visitors = t.visitors + excluded.visitors,
             page_visitors = t.page_visitors + excluded.page_visitors`,
        )
      if (batch.notFound.length)
        await insertMany(
          client,
          'INSERT INTO analytics_not_found AS t (day, page, referrer, views)',
          batch.notFound.map((n) => [n.day, n.page, n.referrer, n.views]),
          'ON CONFLICT (day, page, referrer) DO UPDATE SET views = t.views + excluded.views',
        )
      const searches = [
        ...batch.searches.map((s, i) => [s.day, s.query, s.results, s.searches, counts.searchVisitors[i]]),
        ...batch.withheld.map((w) => [w.day, '', 0, w.count, 0]),
      ]
      // One day's withheld searches and its queries never share a key: the query '' is not a query anyone can type.
      if (searches.length)
        await insertMany(
          client,
          'INSERT INTO analytics_searches AS t (day, query, results, searches, visitors)',
          searches,
          `ON CONFLICT (day, query) DO UPDATE SET results = excluded.results, searches = t.searches + excluded.searches,
             visitors = t.visitors + excluded.visitors`,
        )
      if (batch.outcomes.length)
        await insertMany(
          client,
          'INSERT INTO analytics_outcomes AS t (day, kind, page, count)',
          batch.outcomes.map((o) => [o.day, o.kind, o.page, o.count]),
          'ON CONFLICT (day, kind, page) DO UPDATE SET count = t.count + excluded.count',
        )
    })
  }

  async endDays(today: string, keepFrom: string) {
    await this.messages.ready()
    const gone = await transaction(this.pool, async (client) => {
      const { rowCount } = await client.query('DELETE FROM analytics_secrets WHERE day < $1', [today])
      await client.query('DELETE FROM analytics_seen WHERE day < $1', [today])
      const few = `day < $1 AND query <> '' AND visitors < ${MIN_QUERY_VISITORS}`
      await client.query(
        `INSERT INTO analytics_searches AS t (day, query, searches)
           SELECT day, '', SUM(searches) FROM analytics_searches WHERE ${few} GROUP BY day
         ON CONFLICT (day, query) DO UPDATE SET searches = t.searches + excluded.searches`,
        [today],
      )
      await client.query(`DELETE FROM analytics_searches WHERE ${few}`, [today])
      for (const table of ['analytics_views', 'analytics_not_found', 'analytics_searches', 'analytics_outcomes'])
        await client.query(`DELETE FROM ${table} WHERE day < $1`, [keepFrom])
      return rowCount ?? 0
    })
    // A deleted row stays in the table's pages until a vacuum reclaims them: the secret must not.
    if (gone) await withClient(this.pool, (client) => client.query('VACUUM analytics_secrets, analytics_seen'))
    return gone
  }

  async report(from: string, to: string) {
    await this.messages.ready()
    return buildReport(from, to, async (sql) => (await this.pool.query<Record<string, unknown>>(sql, [from, to])).rows)
  }

  async exportRows(from: string, to: string) {
    await this.messages.ready()
    const { rows } = await this.pool.query(REPORT_SQL.export, [from, to])
    return rows.map((r: Record<string, unknown>) => withNumbers<ExportRow>(r, ['views', 'visitors']))
  }

  async close() {
    // The pool is the contact store's, closed with it.
  }
}
