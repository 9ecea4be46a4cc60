/** Cuts `text` to `max` characters and appends '...' when it is longer; shorter text is returned unchanged. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text
}
