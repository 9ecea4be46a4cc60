/** The red, green and blue (0–255) of a colour written '#rrggbb' or stated by the browser ('rgb(11, 23, 38)'). */
function channels(colour: string): [number, number, number] {
  const [r, g, b] = colour.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))
    : (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
  return [r!, g!, b!]
}

/** A theme colour ('#0b1726') as the browser states a computed colour ('rgb(11, 23, 38)'). */
export const rgb = (hex: string) => `rgb(${channels(hex).join(', ')})`

/** WCAG's relative luminance of a red, green and blue (0–255): 0 (black) to 1 (white). */
export function relativeLuminance(r: number, g: number, b: number): number {
  const linear = (v: number) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG's relative luminance of a colour written '#rrggbb' or stated by the browser. */
export const luminance = (colour: string) => relativeLuminance(...channels(colour))
