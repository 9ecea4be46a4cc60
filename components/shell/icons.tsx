import type { ReactNode } from 'react'

/**
 * The four lucide icons the header island draws (paths copied from lucide, ISC licence), without lucide's
 * runtime: the island is on every page, so every byte of its JavaScript counts. Static parts use lucide-react.
 */
const paths = {
  chevronDown: ['m6 9 6 6 6-6'],
  menu: ['M4 5h16', 'M4 12h16', 'M4 19h16'],
  x: ['M18 6 6 18', 'm6 6 12 12'],
  mail: [
    'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7',
    'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  ],
} as const

export function Icon({ name, size = 24, className }: { name: keyof typeof paths; size?: number; className?: string }) {
  return (
    <StrokeIcon size={size} className={className}>
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </StrokeIcon>
  )
}

/** lucide's frame: a 24-unit, 2-wide round stroke in the text colour, hidden from assistive technology. */
export function StrokeIcon({
  size = 24,
  className,
  children,
}: {
  size?: number
  className?: string
  children: ReactNode
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}
