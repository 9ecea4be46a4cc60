/** An ISO date 'yyyy-mm-dd' as the site shows it: '2025-04-15' → 'April 15, 2025' (English, independent of the time zone). */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) throw new Error(`formatDate: "${isoDate}" is not yyyy-mm-dd`)
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number]
  return longDate.format(Date.UTC(y, m - 1, d))
}
