import { scaleBand, scaleLinear, scalePoint } from 'd3-scale'
import { area, line } from 'd3-shape'
import { lightColors } from '../../../renderer/theme'
import type { DayRow } from '../report'

// Charts drawn on the server (d3-scale, d3-shape) as SVG; no script in the browser. Each is an image with a summary
// for a screen reader, and its figures follow it as a table.

/** The charts' drawing sizes: wide for a desktop's card, narrow for a phone's (its text stays legible). */
const SIZES = { wide: { w: 960, h: 280, every: 8 }, narrow: { w: 400, h: 240, every: 4 } }
const M = { top: 16, right: 20, bottom: 32, left: 44 }

const short = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`

/** Views (a filled area) and visitors (a line) a day: drawn wide and narrow, CSS shows the one that fits. */
export function DaysChart({ days, label }: { days: DayRow[]; label: string }) {
  return (
    <>
      <DaysSvg days={days} label={label} size="wide" />
      <DaysSvg days={days} label={label} size="narrow" />
    </>
  )
}

function DaysSvg({ days, label, size }: { days: DayRow[]; label: string; size: keyof typeof SIZES }) {
  const { w: W, h: H } = SIZES[size]
  const x = scalePoint<string>()
    .domain(days.map((d) => d.day))
    .range([M.left, W - M.right])
  const max = Math.max(4, ...days.map((d) => d.views))
  const y = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([H - M.bottom, M.top])
  const views = area<DayRow>()
    .x((d) => x(d.day)!)
    .y0(y(0))
    .y1((d) => y(d.views))(days)
  const visitors = line<DayRow>()
    .x((d) => x(d.day)!)
    .y((d) => y(d.visitors))(days)
  const every = Math.max(1, Math.ceil(days.length / SIZES[size].every))
  // Labelled: every `every`th day, and the last when it does not crowd the one before.
  const last = days.length - 1
  const labelled = (i: number) => i === last || (i % every === 0 && last - i >= every / 2)
  return (
    <svg className={`chart ${size}`} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      {y.ticks(4).map((t) => (
        <g key={t}>
          <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke={lightColors.line} />
          <text x={M.left - 8} y={y(t)} dy="0.32em" textAnchor="end" fill={lightColors.muted} fontSize="13">
            {t}
          </text>
        </g>
      ))}
      {days.map((d, i) =>
        labelled(i) ? (
          <text key={d.day} x={x(d.day)} y={H - 10} textAnchor="middle" fill={lightColors.muted} fontSize="13">
            {short(d.day)}
          </text>
        ) : null,
      )}
      <path d={views ?? ''} fill={lightColors.primarySoft} stroke={lightColors.primary} strokeWidth="2" />
      <path d={visitors ?? ''} fill="none" stroke={lightColors.accentDark} strokeWidth="3" />
    </svg>
  )
}

/** One bar a row: `value` of each, labelled. */
export function BarsChart({ rows, label }: { rows: { name: string; value: number }[]; label: string }) {
  const W = 420
  const rowHeight = 40
  const height = rows.length * rowHeight + 8
  const left = 80
  const x = scaleLinear()
    .domain([0, Math.max(1, ...rows.map((r) => r.value))])
    .range([0, W - left - 56])
  const y = scaleBand<string>()
    .domain(rows.map((r) => r.name))
    .range([4, height - 4])
    .padding(0.25)
  return (
    <svg className="chart" viewBox={`0 0 ${W} ${height}`} role="img" aria-label={label}>
      {rows.map((r) => (
        <g key={r.name}>
          <text
            x={left - 12}
            y={y(r.name)! + y.bandwidth() / 2}
            dy="0.32em"
            textAnchor="end"
            fill={lightColors.text}
            fontSize="14"
          >
            {r.name}
          </text>
          <rect
            x={left}
            y={y(r.name)}
            width={Math.max(2, x(r.value))}
            height={y.bandwidth()}
            rx="4"
            fill={lightColors.primary}
          />
          <text
            x={left + Math.max(2, x(r.value)) + 8}
            y={y(r.name)! + y.bandwidth() / 2}
            dy="0.32em"
            fill={lightColors.text}
            fontSize="14"
          >
            {r.value}
          </text>
        </g>
      ))}
    </svg>
  )
}
