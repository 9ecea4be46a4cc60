import { array, object, string, type InferType } from 'yup'

/** Who visitors say they are, and the page made for them (content/searchAudiences.ts). */
export const searchAudienceSchema = object({
  /** The page (a path, '/products/fr8lens'), or one of its sections (path#anchor, as the search's results link to it). */
  page: string()
    .required()
    .matches(
      /^\/[^\s#]*(#[^\s#]+)?$/,
      "page must be a path of the site, e.g. '/products/fr8lens', with an optional #anchor",
    ),
  /** What such visitors call themselves, as the page would name them, e.g. ['Shippers', 'Freight forwarders']. */
  who: array(
    string()
      .required()
      .matches(/[\p{L}\p{N}]/u, 'each name in who must hold a word'),
  )
    .required()
    .min(1, 'who must name at least one kind of visitor'),
})

export type SearchAudience = InferType<typeof searchAudienceSchema>
