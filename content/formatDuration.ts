/** Turns a video length 'm:ss' (or 'mm:ss') into the words the library shows: '4:25' → '4 min 25 sec'. */
export function formatDuration(duration: string): string {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(duration.trim())
  if (!match) throw new Error(`formatDuration: "${duration}" is not m:ss`)
  return `${Number(match[1])} min ${Number(match[2])} sec`
}

/** The same length in ISO 8601 (PT4M25S), for VideoObject structured data. */
export function toIsoDuration(duration: string): string {
  const [min, sec] = duration.split(':').map(Number)
  return `PT${min}M${sec}S`
}
