import { object, string, type InferType } from 'yup'

/** One item of the home page's trade-news ticker, written by the team (content/tradeNews.ts). */
export const tradeNewsItemSchema = object({
  /** The headline the ticker shows. */
  title: string().trim().required('title is required'),
  /** Where the headline links: an absolute http(s) address, or a path on this site starting with /. */
  url: string()
    .required('url is required')
    .matches(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'url must be http(s)://… or a path starting with /'),
  /** Who published it, shown beside the headline ('E THE REAL', 'WTO' …). */
  source: string().trim().required('source is required'),
  /** Publication date, ISO yyyy-mm-dd: the ticker shows the newest items first. */
  date: string()
    .required('date is required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'date must be yyyy-mm-dd'),
})

export type TradeNewsItem = InferType<typeof tradeNewsItemSchema>
