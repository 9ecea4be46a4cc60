import { distance } from 'fastest-levenshtein'

/**
 * Of `known`, the one a writer most likely meant by `typed`: the nearest by edit distance (letters added, dropped or
 * changed; case aside), when it is near enough to be a slip (two edits, or a third of the word). Otherwise undefined.
 */
export function nearest(typed: string, known: readonly string[]): string | undefined {
  const word = typed.toLowerCase()
  let best: { name: string; edits: number } | undefined
  for (const name of known) {
    const edits = distance(word, name.toLowerCase())
    if (!best || edits < best.edits) best = { name, edits }
  }
  return best && best.edits <= Math.max(2, Math.floor(word.length / 3)) ? best.name : undefined
}
