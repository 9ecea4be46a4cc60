import { array, object, string, type InferType } from 'yup'

/** One word: letters and digits only, as the site search splits a query into words. */
const oneWord = (field: string) =>
  string()
    .required()
    .matches(/^[\p{L}\p{N}]+$/u, `${field} must be one word (letters and digits only, no spaces)`)

/** A word visitors search for, and the words the site uses for the same thing (content/searchSynonyms.ts). */
export const searchSynonymSchema = object({
  /** What a visitor types, e.g. 'jobs'. Its plural and singular are found too. */
  word: oneWord('word'),
  /** The site's own words that a search for `word` also finds, e.g. ['careers', 'roles']: at least one. */
  means: array(oneWord('each word in means')).required().min(1, 'means must name at least one word the site uses'),
})

export type SearchSynonym = InferType<typeof searchSynonymSchema>
