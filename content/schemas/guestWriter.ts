import type { InferType } from 'yup'
import { personSchema } from './person.ts'

/**
 * A guest author of the blog (content/guestWriters.ts): a person of content/people.ts without a group. `title` is the
 * role and organisation readers know them by, e.g. 'Head of Logistics, Example Foods'.
 */
export const guestWriterSchema = personSchema.omit(['group'])

export type GuestWriter = InferType<typeof guestWriterSchema>
