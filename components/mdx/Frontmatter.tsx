import { createContext, useContext, type ReactNode } from 'react'
import { FormattedDate } from './FormattedDate'

const Frontmatter = createContext<Readonly<Record<string, unknown>>>({})

/** Gives the components of a page's text its frontmatter (the layouts that render MDX put it around the text). */
export function FrontmatterProvider({ value, children }: { value: object; children: ReactNode }) {
  return <Frontmatter.Provider value={value as Record<string, unknown>}>{children}</Frontmatter.Provider>
}

export const useFrontmatter = () => useContext(Frontmatter)

/**
 * A value of the page's frontmatter in its text, so a date or a number is written once:
 * `children under <Fact name="childrenUnder" />`; a date shows as dd.mm.yyyy (`<Fact name="effective" />`).
 */
export function Fact({ name }: { name: string }) {
  const value = useFrontmatter()[name]
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return <FormattedDate value={value} />
  if (typeof value === 'string' || typeof value === 'number') return value
  throw new Error(`<Fact name="${name}" />: the page's frontmatter has no text, number or date '${name}'`)
}
