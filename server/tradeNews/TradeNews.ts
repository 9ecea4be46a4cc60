import type { FastifyBaseLogger } from 'fastify'
import { tradeNewsItemSchema, type TradeNewsItem } from '../../content/schemas/tradeNews'
import { fetchFeed, type FeedItem } from './fetchFeed'
import { withoutSecrets } from '../config'

export type TradeNewsOptions = {
  feeds: string[]
  siteUrl: string
  log: FastifyBaseLogger
  /** How long a merged result is fresh. */
  ttlMs?: number
  /** The longest a feed may take to answer whole (TRADE_NEWS_TIMEOUT_MS). */
  timeoutMs: number
  maxBytes?: number
}

const MAX_ITEMS = 5

/**
 * The ticker's headlines: the team's items from content/ merged with the RSS/Atom feeds, newest first, at most 5.
 * Requests never wait for a feed: they get the last merged result at once, and a stale result triggers a refresh
 * in the background. A feed that fails, is slow or is malformed keeps its last good items.
 */
export class TradeNews {
  private readonly local: FeedItem[]
  private readonly lastGood = new Map<string, FeedItem[]>()
  private merged: { title: string; url: string; source: string }[] = []
  private freshUntil = 0
  private refreshing: Promise<void> | undefined
  private readonly closing = new AbortController()
  private readonly ttlMs: number
  private readonly maxBytes: number

  constructor(
    items: readonly TradeNewsItem[],
    private readonly o: TradeNewsOptions,
  ) {
    this.ttlMs = o.ttlMs ?? 10 * 60_000
    this.maxBytes = o.maxBytes ?? 512 * 1024
    this.local = items.map((item, i) => {
      try {
        const v = tradeNewsItemSchema.validateSync(item)
        return { title: v.title, url: new URL(v.url, o.siteUrl).href, source: v.source, time: Date.parse(v.date) }
      } catch (error) {
        throw new Error(`content/tradeNews.ts item ${i + 1}: ${(error as Error).message}`, { cause: error })
      }
    })
    this.merge()
  }

  private merge() {
    const seen = new Set<string>()
    this.merged = [...this.local, ...[...this.lastGood.values()].flat()]
      .sort((a, b) => b.time - a.time)
      .filter((i) => !seen.has(i.url) && seen.add(i.url))
      .slice(0, MAX_ITEMS)
      .map(({ title, url, source }) => ({ title, url, source }))
  }

  /** The current items, at once; starts a background refresh when they are stale. */
  items() {
    if (Date.now() >= this.freshUntil) void this.refresh()
    return this.merged
  }

  /** Fetches every feed (in parallel); resolves when all have answered, failed or timed out. */
  refresh(): Promise<void> {
    if (this.refreshing) return this.refreshing
    if (this.o.feeds.length === 0) {
      this.freshUntil = Number.POSITIVE_INFINITY
      return Promise.resolve()
    }
    this.refreshing = Promise.all(
      this.o.feeds.map(async (url) => {
        try {
          this.lastGood.set(
            url,
            await fetchFeed(url, { timeoutMs: this.o.timeoutMs, maxBytes: this.maxBytes, signal: this.closing.signal }),
          )
        } catch (error) {
          this.o.log.warn(
            { feed: withoutSecrets(url), reason: withoutSecrets((error as Error).message) },
            'trade news feed failed; keeping its last good items',
          )
        }
      }),
    ).then(() => {
      this.merge()
      this.freshUntil = Date.now() + this.ttlMs
      this.refreshing = undefined
    })
    return this.refreshing
  }

  /** Aborts feeds still being fetched (on shutdown). */
  close() {
    this.closing.abort()
    return this.refreshing
  }
}
