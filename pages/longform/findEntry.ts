import { getEntry } from '../../components/longform/collection'

/** The legal policy or stand-alone page for a top-level slug. */
export function findEntry(slug: string) {
  const legal = getEntry('legal', slug)
  if (legal) return { kind: 'legal' as const, entry: legal }
  const page = getEntry('pages', slug)
  return page ? { kind: 'pages' as const, entry: page } : undefined
}
