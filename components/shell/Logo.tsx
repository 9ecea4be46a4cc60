import { theme } from '../../renderer/theme'

const tones = {
  onLight: { mark: theme.colors.logoMark, letter: theme.colors.logoLetter },
  onDark: { mark: theme.colors.accent, letter: theme.colors.navyDeep },
}

/**
 * The E THE REAL wordmark, inline SVG (no request, no web font): the 'E' mark and the name.
 * `textLength` pins the name's width so every system font lays it out in the same box. The name is drawn in the colour
 * of the text around the logo (`currentColor`: the link that holds it sets it), so a contrast theme, which repaints
 * text but keeps an SVG's own colours, repaints the name too. The mark's colours are set as styles, not attributes: on
 * a light ground they are the theme's custom properties (a navy mark, or an amber one on a dark page), which an SVG
 * attribute cannot read.
 * Plain SVG without styled-components or content imports: it renders inside the header island too.
 */
export function Logo({
  name,
  tone = 'onLight',
  height = 36,
}: {
  name: string
  tone?: keyof typeof tones
  height?: number
}) {
  const c = tones[tone]
  return (
    <svg
      viewBox="0 0 188 40"
      height={height}
      width={(height * 188) / 40}
      role="img"
      aria-label={name}
      focusable="false"
    >
      <LogoMark mark={c.mark} letter={c.letter} />
      <text
        x="46"
        y="27.5"
        textLength="140"
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        fontFamily={theme.fonts.heading}
        fontSize="19"
        fontWeight="800"
      >
        {name}
      </text>
    </svg>
  )
}

/**
 * The 'E' mark alone, its square and letter in the colours given, in the wordmark's coordinates (the square from 0,2 to
 * 36,38): an SVG of its own shows it with `viewBox="0 2 36 36"`.
 */
export function LogoMark({ mark, letter }: { mark: string; letter: string }) {
  return (
    <>
      <rect x="0" y="2" width="36" height="36" rx="9" style={{ fill: mark }} />
      <path d="M10.5 11.5h15v4.2H15.6v2.6h8.6v3.7h-8.6v2.6h9.9v4.2h-15z" style={{ fill: letter }} />
    </>
  )
}
