import { Globe } from 'lucide-react'
import { StrokeIcon } from './icons'

/**
 * Brand glyphs for the footer's social links, drawn inline in lucide's 24-unit stroke style
 * (lucide no longer ships brand icons). An unknown network gets a globe.
 */
export function SocialIcon({ name }: { name: string }) {
  const paths = glyphs[name.toLowerCase()]
  if (!paths) return <Globe aria-hidden="true" size={20} />
  return <StrokeIcon size={20}>{paths}</StrokeIcon>
}

const glyphs: Record<string, React.ReactNode> = {
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  x: (
    <>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M19.5 4 13.4 10.9M10.6 13.1 4.5 20" />
    </>
  ),
  youtube: (
    <>
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
}
