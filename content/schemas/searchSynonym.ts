import { array, object, string, type InferType } from 'yup'

/** Most words a visitor's phrase may have ('speak to someone'). */
const MAX_PHRASE_WORDS = 4

/** One word: letters and digits only, as the site search splits a query into words. */
const oneWord = (field: string) =>
  string()
    .required()
    .matches(/^[\p{L}\p{N}]+$/u, `${field} must be one word (letters and digits only, no spaces)`)

/** A word visitors search for, and the words the site uses for the same thing (content/searchSynonyms.ts). */
export const searchSynonymSchema = object({
  /**
   * What a visitor types, e.g. 'jobs' (its plural and singular are found too), or words they say together for one
   * thing, e.g. 'get in touch': found where a query holds them in a row.
   */
  word: string()
    .required()
    .matches(
      new RegExp(`^[\\p{L}\\p{N}]+( [\\p{L}\\p{N}]+){0,${MAX_PHRASE_WORDS - 1}}$`, 'u'),
      `word must be one word or up to ${MAX_PHRASE_WORDS} words (letters and digits only, one space between words)`,
    ),
  /** The site's own words that a search for `word` also finds, e.g. ['careers', 'roles']: at least one. */
  means: array(oneWord('each word in means')).required().min(1, 'means must name at least one word the site uses'),
})

export type SearchSynonym = InferType<typeof searchSynonymSchema>
