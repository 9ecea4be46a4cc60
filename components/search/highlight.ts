import type { Snippet } from '../../server/search/snippet'

/** A snippet as runs of plain and matched text, in order: the browser renders them as text and <mark>, the server escapes them. */
export function snippetParts({ text, highlights }: Snippet): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = []
  let at = 0
  for (const [start, end] of highlights) {
    if (start < at || end <= start || end > text.length) continue
    if (start > at) parts.push({ text: text.slice(at, start), match: false })
    parts.push({ text: text.slice(start, end), match: true })
    at = end
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false })
  return parts
}
