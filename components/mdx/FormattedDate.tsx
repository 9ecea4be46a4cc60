/** Shows a yyyy-mm-dd date as the legal pages write it, dd.mm.yyyy (`<FormattedDate value={frontmatter.effective} />`). */
export function FormattedDate({ value, style = 'numeric' }: { value: string; style?: 'numeric' | 'long' }) {
  return <time dateTime={value}>{formatDate(value, style)}</time>
}

export function formatDate(value: string, style: 'numeric' | 'long' = 'long') {
  const [y, m, d] = value.split('-')
  if (style === 'numeric') return `${d}.${m}.${y}`
  return new Date(`${value}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
