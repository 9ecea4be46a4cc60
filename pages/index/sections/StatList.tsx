import type { Stat } from '../../../content/schemas/stat'

/** Figures, each with what it counts: a list whose items hold the figure (`strong`) and its label (`span`). */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <ul className={className}>
      {stats.map((s) => (
        <li key={s.label}>
          <strong>{s.figure}</strong>
          <span>{s.label}</span>
        </li>
      ))}
    </ul>
  )
}
