/** A theme colour ('#0b1726') as the browser states a computed colour ('rgb(11, 23, 38)'). */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`
