import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '../scripts/lib/files'
import { luminance } from '../tests/colours'
import { darkColors, lightColors, schemeStyle, theme } from './theme'

/** WCAG's contrast ratio of two colours written #rrggbb. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

type Colour = keyof typeof lightColors

/**
 * What sits on what, and the contrast it needs: text 4.5:1, the parts of controls and marks told apart by colour 3:1
 * (WCAG 1.4.3, 1.4.11). Each row holds in both schemes. axe checks the text of every page; this table checks the
 * palette itself, including what axe cannot see (a focus ring, a control's border, a hover).
 */
const pairs: [Colour, Colour[], number][] = [
  ['ink', ['surface', 'surfaceAlt', 'surfaceSunken', 'primarySoft', 'dangerSoft'], 4.5],
  ['text', ['surface', 'surfaceAlt', 'surfaceSunken', 'primarySoft', 'dangerSoft'], 4.5],
  ['muted', ['surface', 'surfaceAlt', 'surfaceSunken', 'primarySoft'], 4.5],
  ['subtle', ['surface', 'surfaceAlt'], 4.5],
  ['primary', ['surface', 'surfaceAlt'], 4.5],
  // A card's icon and a portrait's initials on the brand's tint.
  ['primary', ['primarySoft'], 3],
  ['primaryDark', ['surface', 'surfaceAlt', 'surfaceSunken', 'primarySoft'], 4.5],
  ['onPrimary', ['primary', 'primaryDark'], 4.5],
  ['danger', ['surface', 'surfaceAlt', 'dangerSoft'], 4.5],
  ['onDanger', ['dangerFill'], 4.5],
  ['success', ['surface'], 3],
  ['focus', ['surface', 'surfaceAlt', 'navy', 'navyDeep'], 3],
  ['mapImporter', ['mapSea'], 3],
  ['logoMark', ['surface'], 3],
  ['onAccent', ['accent', 'accentDark'], 4.5],
  ['onDark', ['navy', 'navyDeep', 'tealDeep'], 4.5],
  ['onDarkMuted', ['navy', 'navyDeep'], 4.5],
  ['accent', ['navy', 'navyDeep'], 4.5],
]

describe('the palette', () => {
  for (const [scheme, colours] of [
    ['light', lightColors],
    ['dark', darkColors],
  ] as const)
    it(`keeps text at 4.5:1 and controls and marks at 3:1 in the ${scheme} scheme`, () => {
      const misses = pairs.flatMap(([fore, backs, needed]) =>
        backs
          .map((back) => [back, contrast(colours[fore] as string, colours[back] as string)] as const)
          .filter(([, ratio]) => ratio < needed)
          .map(([back, ratio]) => `${fore} on ${back}: ${ratio.toFixed(2)}:1, needs ${needed}:1`),
      )
      expect(misses).toEqual([])
    })

  it('is a dark page in the dark scheme, with the navy bands set apart from it', () => {
    for (const back of ['surface', 'surfaceAlt'] as const) expect(luminance(darkColors[back])).toBeLessThan(0.02)
    // The bands are bluer than the page: more blue than red, where the page is close to grey.
    const blueShift = (hex: string) => parseInt(hex.slice(5, 7), 16) - parseInt(hex.slice(1, 3), 16)
    expect(blueShift(darkColors.navy) - blueShift(darkColors.surface)).toBeGreaterThan(30)
  })

  it('sets every colour of the page once for each scheme, the dark ones on a screen only, and paper light', () => {
    const block = (re: RegExp) => re.exec(schemeStyle())?.[1] ?? ''
    const light = block(/^:root\{([^}]*)\}/)
    const dark = block(/@media screen and \(prefers-color-scheme:dark\)\{:root\{([^}]*)\}\}/)
    const names = (block: string) => [...block.matchAll(/(--[\w-]+):/g)].map((m) => m[1])
    expect(names(dark)).toEqual(names(light))
    for (const value of Object.values(theme.colors).filter((v) => typeof v === 'string' && v.startsWith('var(')))
      expect(light).toContain(`${/var\((--[\w-]+)\)/.exec(value as string)![1]}:`)
    expect(light).toContain('color-scheme:light dark')
    expect(schemeStyle()).toContain('@media print{:root{color-scheme:light}}')
  })
})

/**
 * Colours written in a component's or a page's code rather than read from the theme: a hex colour, a colour function,
 * or a named colour as a CSS value. Anchors (`href="#top"`, `'#'`) and words such as `white-space` are not colours.
 */
const colourPatterns = [
  /(?<![\w&/'"=])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b(?![\w-])/gi,
  /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color-mix|color)\(/gi,
  /(?:color|background|border(?:-\w+)?|fill|stroke|outline|shadow|stop-color)\s*[:=]\s*["']?\s*(?:white|black|red|green|blue|gray|grey|silver|navy|teal|orange|yellow|gold|purple|pink)\b(?!-)/gi,
]

describe('colours outside the theme', () => {
  const dirs = ['components', 'pages', 'renderer', 'content', 'stores']
  const files = dirs
    .flatMap((dir) => filesUnder(path.resolve(dir)))
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .filter((f) => path.relative(process.cwd(), f) !== path.join('renderer', 'theme.ts'))

  it('finds none: every colour of the site is a theme token', () => {
    expect(files.length).toBeGreaterThan(50)
    const found = files.flatMap((file) => {
      const lines = fs.readFileSync(file, 'utf8').split('\n')
      return lines.flatMap((line, i) =>
        line.trim().startsWith('//') || line.trim().startsWith('*')
          ? []
          : colourPatterns.flatMap((re) =>
              [...line.matchAll(re)].map((m) => `${path.relative(process.cwd(), file)}:${i + 1}: ${m[0]}`),
            ),
      )
    })
    expect(found).toEqual([])
  })
})
