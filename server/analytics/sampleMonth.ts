import { createHash } from 'node:crypto'
import type { AnalyticsStore, Batch } from './AnalyticsStore'
import { addDays } from './report'

// A generated month of counts, written through the store as the server writes them: for the dashboard's tests and
// screenshots, and the CLI's. Deterministic, so screenshots compare.

const PAGES = [
  '/',
  '/products/fr8lens',
  '/products/digital-product-passport',
  '/about',
  '/contact',
  '/blog',
  '/careers',
]
const SOURCES = [
  { referrer: '', source: '', medium: '', campaign: '' },
  { referrer: 'google.com', source: '', medium: '', campaign: '' },
  { referrer: 'linkedin.com', source: 'linkedin', medium: 'social', campaign: 'fr8lens-launch' },
  { referrer: '', source: 'newsletter', medium: 'email', campaign: 'december-2026' },
  { referrer: 'news.ycombinator.com', source: '', medium: '', campaign: '' },
]
const DEVICES = ['desktop', 'phone', 'tablet'] as const

/** A stand-in visitor hash (the server's are keyed hashes; these only need to differ). */
const hash = (...parts: (string | number)[]) =>
  createHash('sha256').update(parts.join('/')).digest('base64url').slice(0, 22)

/** Writes `days` days of counts ending on `lastDay`. */
export async function writeSampleMonth(store: AnalyticsStore, lastDay: string, days = 30) {
  for (let d = 0; d < days; d++) {
    const day = addDays(lastDay, d - days + 1)
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
    const busy = weekday === 0 || weekday === 6 ? 0.5 : 1
    const batch: Batch = { views: [], notFound: [], searches: [], outcomes: [], withheld: [] }
    PAGES.forEach((page, p) =>
      SOURCES.forEach((s, si) =>
        DEVICES.forEach((device, di) => {
          const people = Math.round(((40 - p * 5) * busy * (5 - si) * (3 - di) * (1 + ((d * 7 + p) % 5) / 10)) / 30)
          if (people <= 0) return
          const ids = Array.from({ length: people }, (_, i) => hash(day, si, di, i))
          batch.views.push({ day, page, device, ...s, views: people + Math.round(people / 3), people: ids })
        }),
      ),
    )
    batch.searches.push(
      { day, query: 'fr8lens', results: 6, searches: 9, people: [1, 2, 3, 4].map((i) => hash(day, 'q', i)) },
      { day, query: 'customs broker', results: 3, searches: 4, people: [1, 2, 3].map((i) => hash(day, 'q', i)) },
      { day, query: 'carbon report api', results: 0, searches: 3, people: [5, 6, 7].map((i) => hash(day, 'q', i)) },
    )
    batch.withheld.push({ day, count: 1 })
    batch.outcomes.push(
      { day, kind: 'contact', page: '/contact', count: 2 + (d % 3) },
      { day, kind: 'contact', page: '/products/fr8lens', count: d % 2 },
      { day, kind: 'newsletter', page: '/blog', count: 1 + (d % 2) },
      { day, kind: 'download', page: '/downloads/fr8lens-brochure.pdf', count: 3 },
    )
    batch.notFound.push({ day, page: '/products/fr8-lens', referrer: 'partner.example.com', views: 2 })
    await store.write({
      ...batch,
      outcomes: batch.outcomes.filter((o) => o.count > 0),
    })
  }
}
