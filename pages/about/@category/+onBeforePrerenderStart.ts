import { aboutCategories } from '../../../content/aboutEntries'

// https://vike.dev/onBeforePrerenderStart — one page per file in content/about/, plus its aliases.
export default function onBeforePrerenderStart() {
  return aboutCategories().map((c) => `/about/${c}`)
}
