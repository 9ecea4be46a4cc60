import { createHash } from 'node:crypto'
import { below, lightSchemeStyle, theme } from '../../../renderer/theme'

const { colors: c, space: s, fontSizes: f, radii: r } = theme

/** The dashboard's one style sheet, from the site's theme; inline, allowed by its hash in the page's CSP. */
export const DASHBOARD_CSS = `${lightSchemeStyle()}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${theme.fonts.body};color:${c.text};background:${c.surfaceAlt};line-height:1.5}
header{background:${c.navy};color:${c.onDark}}
.bar{max-width:${theme.sizes.container};margin:0 auto;padding:${s[4]} ${s[6]};display:flex;gap:${s[4]};align-items:center;justify-content:space-between;flex-wrap:wrap}
.bar h1{margin:0;font-size:${f.xl}}
.bar p{margin:0;color:${c.onDarkMuted};font-size:${f.sm}}
main{max-width:${theme.sizes.container};margin:0 auto;padding:${s[6]};display:grid;gap:${s[6]}}
section,.card{background:${c.surface};border:1px solid ${c.line};border-radius:${r.lg};padding:${s[6]};box-shadow:${theme.shadows.sm};min-width:0}
h2{margin:0 0 ${s[4]};font-size:${f.lg};color:${c.ink}}
.head{display:flex;justify-content:space-between;align-items:baseline;gap:${s[4]};flex-wrap:wrap}
.head h2{margin-bottom:${s[3]}}
button,.button{font:inherit;min-height:${theme.sizes.tapTarget};padding:0 ${s[5]};border-radius:${r.md};border:2px solid ${c.primary};background:${c.primary};color:${c.onDark};font-weight:600;cursor:pointer;display:inline-flex;align-items:center;text-decoration:none}
header button{background:transparent;border-color:${c.onDarkMuted}}
a{color:${c.primaryDark}}
a:focus-visible,button:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid ${c.focus};outline-offset:2px}
form.range{display:flex;flex-wrap:wrap;gap:${s[4]};align-items:end}
fieldset{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:${s[4]};align-items:end}
legend{font-weight:600;margin-bottom:${s[2]}}
label{display:grid;gap:${s[1]};font-size:${f.sm};font-weight:600}
input{font:inherit;min-height:${theme.sizes.tapTarget};padding:0 ${s[3]};border:1px solid ${c.muted};border-radius:${r.md};background:${c.surface};color:${c.text}}
select,textarea{font:inherit;min-height:${theme.sizes.tapTarget};padding:${s[2]} ${s[3]};border:1px solid ${c.muted};border-radius:${r.md};background:${c.surface};color:${c.text}}
select:focus-visible,textarea:focus-visible{outline:3px solid ${c.focus};outline-offset:2px}
form.fields{display:grid;gap:${s[5]};max-width:40rem}
.field{display:grid;gap:${s[1]}}
label.check{display:flex;align-items:center;gap:${s[3]}}
label.check input{min-height:auto;width:1.25rem;height:1.25rem}
.hint{font-size:${f.sm};color:${c.muted};margin:0}
.problem{font-size:${f.sm};color:${c.danger};margin:0}
.presets{display:flex;flex-wrap:wrap;gap:${s[2]} ${s[4]};margin:${s[4]} 0 0;padding:0;list-style:none}
.presets a{display:inline-flex;min-height:${theme.sizes.tapTarget};align-items:center}
.notice{border-left:6px solid ${c.accent};background:${c.surface}}
.notice p{margin:${s[2]} 0 0}
.alert{color:${c.danger};background:${c.dangerSoft};padding:${s[3]} ${s[4]};border-radius:${r.md}}
.totals{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:${s[4]};margin:0}
.totals div{background:${c.surface};border:1px solid ${c.line};border-radius:${r.lg};padding:${s[4]} ${s[5]}}
.totals dt{font-size:${f.sm};color:${c.muted}}
.totals dd{margin:0;font-size:${f['3xl']};font-weight:700;color:${c.ink}}
.grid{display:grid;gap:${s[6]};grid-template-columns:repeat(auto-fit,minmax(min(100%,30rem),1fr))}
.chart{width:100%;height:auto;display:block}
.chart.narrow{display:none}
${below.sm}{.chart.wide{display:none}.chart.narrow{display:block}.totals dd{font-size:${f['2xl']}}}
.legend{display:flex;gap:${s[4]};font-size:${f.sm};color:${c.muted};margin:${s[2]} 0 0;padding:0;list-style:none}
.legend li::before{content:'';display:inline-block;width:0.8em;height:0.8em;margin-right:${s[2]};border-radius:2px;background:var(--swatch)}
.legend .views{--swatch:${c.primary}}
.legend .visitors{--swatch:${c.accentDark}}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:${f.sm}}
caption{text-align:left;font-weight:600;padding-bottom:${s[2]}}
th,td{padding:${s[2]} ${s[3]};border-bottom:1px solid ${c.line};text-align:left;vertical-align:top}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.page{overflow-wrap:break-word;min-width:6rem}
thead th{color:${c.muted};font-weight:600}
details{margin-top:${s[4]}}
summary{cursor:pointer;color:${c.primaryDark};font-weight:600;min-height:${theme.sizes.tapTarget};display:flex;align-items:center}
.note{color:${c.muted};font-size:${f.sm};margin:${s[3]} 0 0}
.empty{color:${c.muted}}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.login{max-width:26rem;margin:${s[16]} auto;display:grid;gap:${s[4]}}
${below.sm}{main{padding:${s[4]}}section,.card{padding:${s[4]}}.bar{padding:${s[3]} ${s[4]}}}
`

export const DASHBOARD_CSS_HASH = `'sha256-${createHash('sha256').update(DASHBOARD_CSS).digest('base64')}'`
