import type { PageContext } from 'vike/types'
import type { Data } from './+data'

/** The author's role and the first line of their bio. */
export default ({ data: { author } }: PageContext<Data>) => `${author.title}. ${author.line}`
