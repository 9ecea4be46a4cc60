import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { Counter, Gauge, type Registry } from 'prom-client'
import { keyedHash } from '../daySecrets'
import { dayIn } from '../site/asOf'
import type { SiteClock } from '../site/siteClock'
import type { AnalyticsStore, Batch } from './AnalyticsStore'
import { firstKeptDay } from './report'
import { Tally, type OutcomeKind } from './Tally'
import {
  campaignOf,
  deviceOf,
  isPersonReading,
  looksPersonal,
  optedOut,
  pagePath,
  referrerHost,
  sentFrom,
} from './visit'

/** The processing a privacy policy version must cover (frontmatter `covers:`) for the server to count visits. */
export const ANALYTICS = 'analytics'

/** Whether counting is allowed at a moment: the privacy policy in force then covers analytics. */
type Gate = (at: Date) => boolean

export type CountingOptions = {
  store: AnalyticsStore
  gate: Gate
  /** The calendar the days are counted by (the policies'). */
  timeZone: string
  /** Counts are written this often. */
  flushMs: number
  retentionMonths: number
  /** The site's clock (server/site/siteClock.ts): the day, its secret, the policy in force and a live search's settling. */
  clock: SiteClock
  /** This site's host names: a referrer from them is a visitor moving within the site. */
  ownHosts: Set<string>
  register: Registry
  log: FastifyBaseLogger
}

/** The longest query kept, in characters. */
const MAX_QUERY = 100

const DAY_MS = 86_400_000

/** A query as the reports show it: lower case, spaces collapsed, in Unicode's compatible form. */
const normalQuery = (query: string) =>
  query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY)

const header = (request: FastifyRequest, name: string) => String(request.headers[name] ?? '')

/** Who is asking, for the visitor hash: held in memory until the next write, never stored or logged. */
const personOf = (request: FastifyRequest) => `${request.ip}\n${header(request, 'user-agent')}`

/**
 * The counting: the server's answers as they go out, into daily totals held in memory (Tally) and written every
 * `flushMs` (a killed instance loses at most that much), only while the privacy policy in force covers analytics.
 * A write that fails, or a database that does not answer, never holds a page: the counts of that write are dropped and
 * counted in the metrics, one write at a time, and while it waits the new counts are held up to MAX_PENDING.
 */
export class Counting {
  private tally = new Tally()
  private writing: Promise<void> | undefined
  private timer: NodeJS.Timeout | undefined
  private readonly secrets = new Map<string, Buffer>()
  private endedBefore = ''
  private state = { until: 0, offsetMs: 0, day: '', on: false }
  private readonly metrics

  constructor(private readonly o: CountingOptions) {
    const registers = [o.register]
    const tally = () => this.tally
    const isOn = () => this.now().on
    this.metrics = {
      on: new Gauge({
        name: 'analytics_counting',
        help: 'Whether visits are counted now (1): the privacy policy in force covers analytics',
        registers,
        collect() {
          this.set(isOn() ? 1 : 0)
        },
      }),
      written: new Counter({
        name: 'analytics_counts_written_total',
        help: 'Counts (views, 404s, searches, outcomes) written to the database',
        registers,
      }),
      dropped: new Counter({
        name: 'analytics_counts_dropped_total',
        help: 'Counts dropped: "database" when a write failed or timed out, "full" when too many waited for one',
        labelNames: ['reason'] as const,
        registers,
      }),
      pending: new Gauge({
        name: 'analytics_pending_counts',
        help: 'Counts held in memory, waiting for the next write',
        registers,
        collect() {
          this.set(tally().size)
        },
      }),
    }
  }

  /** Today's day and whether counting is on, worked out again at most once a second, and at once when the clock moved. */
  now() {
    const t = Date.now()
    const offsetMs = this.o.clock.offsetMs()
    if (t >= this.state.until || offsetMs !== this.state.offsetMs) {
      const at = new Date(t + offsetMs)
      this.state = { until: t + 1000, offsetMs, day: dayIn(this.o.timeZone, at), on: this.o.gate(at) }
    }
    return this.state
  }

  private counted(added: boolean) {
    if (!added) this.metrics.dropped.inc({ reason: 'full' })
  }

  /** Counts a request as it is answered: a page view, a 404, a PDF download; anything else is not counted. */
  observe(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET') return
    const status = reply.statusCode
    // Read once: Fastify builds the object anew at each read.
    const routeOptions = request.routeOptions
    const config = routeOptions.config as { analytics?: string } | undefined
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    const isPage = config?.analytics === 'page'
    const notFound = status === 404 && html && (isPage || (request.is404 && !request.url.startsWith('/api/')))
    const pdf = !isPage && (status === 200 || status === 206) && /\.pdf$/i.test(request.url.split('?')[0]!)
    if (!notFound && !pdf && !(isPage && html && (status === 200 || status === 304))) return
    if (pdf && status === 206 && !/^bytes=0-/.test(header(request, 'range'))) return
    const { day, on } = this.now()
    if (!on || !isPersonReading(request)) return
    // A page's route is its address (no need to read the URL again); a 404's or a PDF's is what was asked for.
    const route = isPage && routeOptions.url
    const path = route ? (route.length > 1 ? route.replace(/\/$/, '') : route) : pagePath(request.url)
    if (pdf) return this.counted(this.tally.outcome(day, 'download', path))
    const referrer = referrerHost(request, this.o.ownHosts)
    if (notFound) return this.counted(this.tally.pageNotFound(day, path, referrer))
    const person = optedOut(request) ? undefined : personOf(request)
    this.counted(
      this.tally.view({ day, page: path, referrer, device: deviceOf(request), ...campaignOf(request) }, person),
    )
  }

  /**
   * Counts a search and its number of results. A live one (the search dialog asks as the visitor types) counts once
   * its text has stayed the same a few seconds. Text shaped like an e-mail address or a long number is never kept.
   */
  search(request: FastifyRequest, text: string, results: number, live: boolean) {
    const query = normalQuery(text)
    const { day, on } = this.now()
    if (!query || !on || !isPersonReading(request)) return
    if (looksPersonal(query)) return this.counted(this.tally.withhold(day))
    const person = optedOut(request) ? undefined : personOf(request)
    if (live)
      this.counted(this.tally.typed(personOf(request), { day, query, results, person }, this.o.clock.now().getTime()))
    else this.counted(this.tally.search(day, query, results, person))
  }

  /**
   * Counts an outcome: a contact message accepted, a newsletter sign-up confirmed, by the page it was sent from (`page`,
   * or else the page the request says it came from; '' when unknown).
   */
  outcome(request: FastifyRequest, kind: OutcomeKind, page?: string) {
    const { day, on } = this.now()
    if (!on) return
    const from = page === undefined ? sentFrom(request, this.o.ownHosts) : page && pagePath(page)
    this.counted(this.tally.outcome(day, kind, from))
  }

  start() {
    this.timer = setInterval(() => void this.flush(), this.o.flushMs)
    this.timer.unref()
  }

  /** Writes what is held (all of it, live searches too, when the server stops). */
  async flush(final = false) {
    if (this.writing) return this.writing
    const tally = this.tally
    // On the site's clock, as the day is: a test that moves the clock on settles the live searches too.
    tally.settle(this.o.clock.now().getTime(), final)
    this.tally = new Tally()
    tally.carryTypingInto(this.tally)
    this.writing = (async () => {
      if (!tally.empty)
        try {
          await this.o.store.write(await this.batchOf(tally))
          this.metrics.written.inc(tally.size)
        } catch (error) {
          this.metrics.dropped.inc({ reason: 'database' }, tally.size)
          this.o.log.warn({ err: error, dropped: tally.size }, 'analytics: counts could not be written; dropped')
        }
      await this.endDays().catch((error: unknown) =>
        this.o.log.warn({ err: error }, 'analytics: the days that are over could not be closed; trying again later'),
      )
    })().finally(() => (this.writing = undefined))
    return this.writing
  }

  /** The tally as a write: each visitor as a keyed hash with the secret of the day they were seen. */
  private async batchOf(tally: Tally): Promise<Batch> {
    const today = this.now().day
    const days = new Set([...tally.views.values(), ...tally.searches.values()].map((e) => e.day))
    const secrets = new Map<string, Buffer | undefined>()
    for (const day of days) {
      let secret = this.secrets.get(day)
      // A day that is over gets no new secret: its visitors seen after it was destroyed count as views only.
      if (!secret && (secret = await this.o.store.secretFor(day, day >= today))) this.secrets.set(day, secret)
      secrets.set(day, secret)
    }
    const hashes = (day: string, people: Set<string>) => {
      const secret = secrets.get(day)
      if (!secret) return []
      return [...people].map((p) => keyedHash(secret, p).slice(0, 22))
    }
    return {
      views: [...tally.views.values()].map(({ count, people, ...dims }) => ({
        ...dims,
        views: count,
        people: hashes(dims.day, people),
      })),
      notFound: [...tally.notFound.values()].map(({ day, page, referrer, count }) => ({
        day,
        page,
        referrer,
        views: count,
      })),
      searches: [...tally.searches.values()].map(({ count, people, ...dims }) => ({
        ...dims,
        searches: count,
        people: hashes(dims.day, people),
      })),
      outcomes: [...tally.outcomes.values()].map(({ day, kind, page, count }) => ({ day, kind, page, count })),
      withheld: [...tally.withheld].map(([day, count]) => ({ day, count })),
    }
  }

  /**
   * Once a day is over (and a little more, so that every instance has written that day's last counts with its secret),
   * its secret and hashes are destroyed, and totals past the retention deleted: by whichever instance comes first.
   */
  private async endDays() {
    const { day: today } = this.now()
    if (this.endedBefore === today) return
    const at = this.o.clock.now()
    if (dayIn(this.o.timeZone, new Date(at.getTime() - 2 * this.o.flushMs)) !== today) return
    for (const day of this.secrets.keys()) if (day < today) this.secrets.delete(day)
    // Only where counting was on today or yesterday: the real site, which counts nothing, never opens the database.
    if (!this.o.gate(at) && !this.o.gate(new Date(at.getTime() - DAY_MS))) return void (this.endedBefore = today)
    const gone = await this.o.store.endDays(today, firstKeptDay(today, this.o.retentionMonths))
    this.endedBefore = today
    if (gone) this.o.log.info({ day: today }, 'analytics: the secrets of the days before today are destroyed')
  }

  async stop() {
    clearInterval(this.timer)
    await this.writing
    await this.flush(true)
  }
}
