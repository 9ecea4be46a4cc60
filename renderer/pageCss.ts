import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import { Parser } from 'htmlparser2'

/**
 * What styled-components wrote after each component's rules, for its own browser runtime: the component's group and
 * class names (`data-styled.g12[id="sc-…"]{content:"…,"}`); and after each rule, `/*!sc*\/`.
 */
const MARKER = /data-styled\.g\d+\[id="([^"]*)"\]\{content:"([^"]*)"\}\/\*!sc\*\/\n?/g
const RULE_END = /\/\*!sc\*\/\n?/g

/** A component's CSS: its id, the class names it rendered, its rules, without markers. */
type Group = { id: string; names: string[]; css: string }

/** The CSS styled-components collected for a page, one group per component, in the order it wrote them. */
function groupsOf(collected: string): Group[] {
  const groups: Group[] = []
  let from = 0
  for (const m of collected.matchAll(MARKER)) {
    const css = collected.slice(from, m.index).replace(RULE_END, '')
    groups.push({ id: m[1]!, names: m[2]!.split(',').filter(Boolean), css })
    from = m.index + m[0].length
  }
  const rest = collected.slice(from).replace(RULE_END, '')
  if (rest) groups.push({ id: '', names: [], css: rest })
  return groups
}

/**
 * The page's CSS without what only styled-components' browser runtime reads (the markers were a fifth of the CSS: the
 * home page's 9.3 of 44.9 KB raw, 1.0 of 7.9 KB as brotli). Nothing renders a whole page in the browser here: an island
 * that uses styled-components adds its own few rules as it goes live (the same class names, so the same styles).
 */
export function pageCss(collected: string): string {
  return groupsOf(collected)
    .map((g) => g.css)
    .join('')
}

/** Where the first element in <main> ends in the page's body HTML (the first screen: a page's hero or title), or -1. */
export function firstScreenEnd(bodyHtml: string): number {
  let depth = -1
  let end = -1
  const parser = new Parser({
    onopentag(name) {
      if (end >= 0) return
      if (depth >= 0) depth++
      else if (name === 'main') depth = 0
    },
    onclosetag() {
      if (end >= 0 || depth < 0) return
      depth--
      if (depth === 0) {
        end = parser.endIndex + 1
        parser.pause()
      }
    },
  })
  parser.end(bodyHtml)
  return end
}

/** A component's group; the others are the global style's and keyframes (`sc-global-…`, `sc-keyframes-…`). */
const COMPONENT = /^sc-[a-z0-9]+-\d+$/
const ON_INTERACTION = 'on-interaction-'

/**
 * The id of a component whose styles show only once the visitor opens something (a menu's panel, a dialog): on a page
 * whose CSS is split, they go with what is below the first screen, though the component is in it. Its own rules
 * must keep what they style hidden until then (`styled(X).withConfig({ componentId: onInteraction('x') })`).
 */
export const onInteraction = (name: string) => `${ON_INTERACTION}${name}`

const classesIn = (html: string) => [...html.matchAll(/\bclass="([^"]*)"/g)].map((m) => m[1]!.split(' '))

/**
 * The page's CSS in two: what its first screen uses (the global style, the keyframes, and every component with a class
 * in the HTML up to `fold`), for the page's <head>; the rest, for a stylesheet linked after the first screen. The rest
 * keeps its rules' order, and comes after the first part: a component whose rules an earlier one's must override on
 * an element below the first screen (both its classes on it) stays in the first part with it.
 */
export function splitPageCss(collected: string, bodyHtml: string, fold: number) {
  const groups = groupsOf(collected)
  const above = new Set(classesIn(bodyHtml.slice(0, fold)).flat())
  const first = groups.map(
    (g) => !g.id.startsWith(ON_INTERACTION) && (!COMPONENT.test(g.id) || g.names.some((n) => above.has(n))),
  )
  const groupOf = new Map(groups.flatMap((g, i) => g.names.map((n) => [n, i] as const)))
  const below = classesIn(bodyHtml.slice(fold)).map((names) =>
    names.map((n) => groupOf.get(n)).filter((i) => i !== undefined),
  )
  for (let changed = true; changed;) {
    changed = false
    for (const element of below)
      for (const late of element.filter((i) => !first[i]))
        if (element.some((i) => first[i] && i > late)) [first[late], changed] = [true, true]
  }
  const pick = (inFirst: boolean) =>
    groups
      .filter((_, i) => first[i] === inFirst)
      .map((g) => g.css)
      .join('')
  return { head: pick(true), rest: pick(false) }
}

/**
 * A page's body and CSS, as brotli at quality 7, from which the CSS below its first screen goes to a stylesheet. A new
 * connection's first round trip carries about 14 KB (10 segments), less the page's head and headers. Quality 7 takes
 * 3 ms for the home page where the build's 11 takes 100, and writes a tenth more: 14 KB here is about 12.7 KB as the
 * build sends it, which leaves room for the head and for words a writer adds. (The home page whole: 16.9 KB.)
 */
const SPLIT_FROM_BYTES = 14_000

/** Whether a page's body and CSS together are too large to be sent whole in a first round trip. */
export const tooLargeWhole = (text: string) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 7 } }).length > SPLIT_FROM_BYTES

/** The name of the stylesheet of a page's CSS below its first screen: its content's hash (immutable under /assets/). */
export const restCssFile = (rest: string) =>
  `/assets/css/${createHash('sha256').update(rest).digest('hex').slice(0, 12)}.css`

const LUCIDE = /^lucide(-[a-z0-9-]+)?$/

/**
 * The page's body HTML without the classes libraries put on elements that nothing reads: the class styled-components
 * puts on each element for its component's id (beside the class of its styles), where no rule of the page's CSS selects
 * it (a rule reads it when one component's styles name another); and lucide-react's on each icon (`lucide lucide-mail`),
 * which no rule of ours selects. The home page: 590 bytes as brotli. An island rendering the element in the browser
 * gives it the class again only if it re-renders it; React compares no attribute while it hydrates.
 */
export function withoutUnreadClasses(bodyHtml: string, collected: string): string {
  const unused = new Set(
    [...collected.matchAll(MARKER)]
      .map((m) => m[1]!)
      .filter((id) => COMPONENT.test(id) || id.startsWith(ON_INTERACTION))
      .filter((id) => !new RegExp(`\\.${id}(?![\\w-])`).test(collected)),
  )
  return bodyHtml.replace(/ class="([^"]*)"/g, (attr, names: string) => {
    const kept = names.split(' ').filter((n) => !unused.has(n) && !LUCIDE.test(n))
    return kept.length === names.split(' ').length ? attr : kept.length ? ` class="${kept.join(' ')}"` : ''
  })
}
