import type { Campaign, Device } from './visit'

// The counts an instance holds in memory between two writes (server/analytics/Counting.ts): daily totals by their
// dimensions, never a row per visit. The people seen are kept as the pair the visitor hash is made of (address and
// browser) only until the next write, where they become keyed hashes; a visitor who opted out is never added.

export type ViewDims = { day: string; page: string; referrer: string; device: Device } & Campaign
export type OutcomeKind = 'contact' | 'newsletter' | 'download'

type Counted<T> = T & { count: number; people: Set<string> }

/** A search typed live (the search dialog asks as the visitor types): kept until it has settled. */
type Typing = { day: string; query: string; results: number; person?: string; at: number }

/** How long a live search must stay unchanged to count: 'f', 'fr', 'fr8' … 'fr8lens' count once, as 'fr8lens'. */
const SETTLE_MS = 3_000

/** The most counts an instance holds before it writes them; past this, new counts are dropped (and counted as such). */
const MAX_PENDING = 50_000

const keyOf = (...parts: string[]) => parts.join('\u0000')

export class Tally {
  readonly views = new Map<string, Counted<ViewDims>>()
  readonly notFound = new Map<string, Counted<{ day: string; page: string; referrer: string }>>()
  readonly searches = new Map<string, Counted<{ day: string; query: string; results: number }>>()
  readonly outcomes = new Map<string, Counted<{ day: string; kind: OutcomeKind; page: string }>>()
  /** Searches never kept (an e-mail address or a long number typed into the box), a day. */
  readonly withheld = new Map<string, number>()
  private readonly typing = new Map<string, Typing>()
  /** Counts held: views, searches, outcomes, 404s. */
  size = 0

  /** Adds one count; false when the tally is full (the count is dropped). */
  private add<T extends object>(map: Map<string, Counted<T>>, key: string, dims: T, person?: string) {
    if (this.size >= MAX_PENDING) return false
    let entry = map.get(key)
    if (!entry) map.set(key, (entry = { ...dims, count: 0, people: new Set() }))
    entry.count++
    if (person) entry.people.add(person)
    this.size++
    return true
  }

  view(dims: ViewDims, person?: string) {
    const { day, page, referrer, device, source, medium, campaign } = dims
    return this.add(this.views, keyOf(day, page, referrer, device, source, medium, campaign), dims, person)
  }

  pageNotFound(day: string, page: string, referrer: string) {
    return this.add(this.notFound, keyOf(day, page, referrer), { day, page, referrer })
  }

  outcome(day: string, kind: OutcomeKind, page: string) {
    return this.add(this.outcomes, keyOf(day, kind, page), { day, kind, page })
  }

  search(day: string, query: string, results: number, person?: string) {
    return this.add(this.searches, keyOf(day, query), { day, query, results }, person)
  }

  withhold(day: string) {
    if (this.size >= MAX_PENDING) return false
    this.withheld.set(day, (this.withheld.get(day) ?? 0) + 1)
    this.size++
    return true
  }

  /**
   * A search asked as the visitor types (`typist`: who is typing, held in memory only): replaces that visitor's
   * unsettled one, so a query counts once, as typed in the end.
   */
  typed(typist: string, entry: Omit<Typing, 'at'>, now: number) {
    if (!this.typing.has(typist) && this.size >= MAX_PENDING) return false
    if (!this.typing.has(typist)) this.size++
    this.typing.set(typist, { ...entry, at: now })
    return true
  }

  /** Moves the live searches that have settled (or all, when the tally is handed over) into the searches. */
  settle(now: number, all = false) {
    for (const [typist, t] of this.typing) {
      if (!all && now - t.at < SETTLE_MS) continue
      this.typing.delete(typist)
      this.size--
      this.search(t.day, t.query, t.results, t.person)
    }
  }

  /** The live searches not settled yet, to carry into the next tally. */
  carryTypingInto(next: Tally) {
    for (const [typist, t] of this.typing) {
      next.typing.set(typist, t)
      next.size++
    }
    this.size -= this.typing.size
    this.typing.clear()
  }

  get empty() {
    return this.size === 0
  }
}
