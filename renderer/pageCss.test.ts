import { expect, it } from 'vitest'
import { firstScreenEnd, onInteraction, pageCss, restCssFile, splitPageCss, withoutUnreadClasses } from './pageCss'

// The CSS styled-components collects for a page, as it writes it: each component's rules, then a marker with its id
// and class names.
const group = (n: number, id: string, names: string[], rules: string) =>
  `${rules
    .split('\n')
    .map((rule) => `${rule}/*!sc*/\n`)
    .join('')}data-styled.g${n}[id="${id}"]{content:"${names.join(',')},"}/*!sc*/\n`
const collected = [
  group(1, 'sc-global-x', ['sc-global-x1'], ':root{--c0:#000;}'),
  group(2, 'sc-hero-0', ['hA'], '.hA{color:red;}'),
  group(3, 'sc-card-0', ['cA'], '.cA{padding:1rem;}'),
  group(4, 'sc-wide-0', ['wA', 'wB'], '.wA{width:2rem;}\n.wB{width:3rem;}'),
  group(5, 'sc-keyframes-kF', ['kF'], '@keyframes kF{from{opacity:0;}}'),
  group(6, 'sc-note-0', ['nA'], '.nA{color:blue;}\n.sc-card-0 .nA{color:green;}'),
  group(7, onInteraction('menu'), ['mA'], '.mA .panel{display:block;}'),
].join('')

it('writes the rules without the markers and comments only the styled-components runtime reads', () => {
  expect(pageCss(collected)).toBe(
    ':root{--c0:#000;}.hA{color:red;}.cA{padding:1rem;}.wA{width:2rem;}.wB{width:3rem;}' +
      '@keyframes kF{from{opacity:0;}}.nA{color:blue;}.sc-card-0 .nA{color:green;}.mA .panel{display:block;}',
  )
})

it('finds where the first element in <main> ends', () => {
  const body = '<header><main>x</main></header><main id="main"><section><div><br><p>hero</p></div></section><p>'
  expect(body.slice(0, firstScreenEnd(body))).toMatch(/<\/section>$/)
  expect(firstScreenEnd('<div>no main</div>')).toBe(-1)
})

it('keeps for the head what the first screen uses, the global style and the keyframes, the rest in order after', () => {
  const body = '<main><section class="hA mA">hero</section><div class="cA"><p class="nA wB">…</p></div></main>'
  const { head, rest } = splitPageCss(collected, body, firstScreenEnd(body))
  expect(head).toBe(':root{--c0:#000;}.hA{color:red;}@keyframes kF{from{opacity:0;}}')
  // What shows only once something is opened goes after the first screen though the first screen has its class.
  expect(rest).toBe(
    '.cA{padding:1rem;}.wA{width:2rem;}.wB{width:3rem;}.nA{color:blue;}.sc-card-0 .nA{color:green;}' +
      '.mA .panel{display:block;}',
  )
})

it('keeps a component in the head when one of the head’s, written after it, styles the same element below', () => {
  // wB's rules come before nA's; with nA in the head and wB after it, wB would win on this element where nA won.
  const body = '<main><section class="hA nA">hero</section><p class="nA wB">…</p></main>'
  const { head, rest } = splitPageCss(collected, body, firstScreenEnd(body))
  expect(head).toContain('.wA{width:2rem;}.wB{width:3rem;}')
  expect(head.indexOf('.wB')).toBeLessThan(head.indexOf('.nA'))
  expect(rest).not.toContain('.wB')
})

it('names the stylesheet after its content', () => {
  expect(restCssFile('.a{}')).toMatch(/^\/assets\/css\/[0-9a-f]{12}\.css$/)
  expect(restCssFile('.a{}')).not.toBe(restCssFile('.b{}'))
})

it('takes off the classes nothing reads: component ids no rule selects, lucide’s icon names', () => {
  const body =
    '<div class="sc-hero-0 hA"><p class="sc-card-0 cA">x</p><svg class="lucide lucide-mail"></svg><i class="keep"></i></div>'
  expect(withoutUnreadClasses(body, collected)).toBe(
    '<div class="hA"><p class="sc-card-0 cA">x</p><svg></svg><i class="keep"></i></div>',
  )
})
