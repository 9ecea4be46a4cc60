import { CONTROL_CHARACTERS } from '../../content/schemas/contact'

// Stored text as the operators' commands and the analytics dashboard hand it out: on a terminal, as JSON or as CSV.

// Rows stored before the contact schema refused control characters may still hold them; a terminal would obey them.
const ANY_CONTROL = new RegExp(CONTROL_CHARACTERS.source, 'g')
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g
// JSON.stringify escapes C0 already; DEL, C1 and the bidi controls pass through unless escaped.
const UNESCAPED_IN_JSON = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** The text on one line, without any control character, at most `max` characters. */
export function oneLine(s: string, max = Infinity) {
  const t = s.replace(/\s+/g, ' ').replace(ANY_CONTROL, '').trim()
  return t.length > max ? `${t.slice(0, max - 1)}…` : t
}

/** The text with its line breaks and tabs, without any other control character (for CSV cells). */
const withoutControls = (s: string) => s.replace(CONTROL_BUT_LINES, '')

/** JSON whose every control character is written as a \u escape: the same data, safe to print. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(
    UNESCAPED_IN_JSON,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

type Cell = string | number | boolean | null | undefined

/** One CSV cell (RFC 4180). A leading = + - @ is defused so a spreadsheet never runs a visitor's text as a formula. */
function csvCell(value: Cell) {
  let s = value === null || value === undefined ? '' : withoutControls(String(value))
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** Rows as CSV (CRLF) under a header line of `columns`, the rows' keys, in that order. */
export function toCsv<K extends string>(columns: readonly K[], rows: readonly Partial<Record<K, Cell>>[]) {
  return [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join('\r\n') + '\r\n'
}
