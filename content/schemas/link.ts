import { object, string, type InferType } from 'yup'

/** A call to action: a label and where it goes (an in-page anchor or a path). */
export const linkSchema = object({
  /** Button or link text. */
  label: string().required(),
  /** `#anchor` on the home page, or a site path. */
  href: string().required().matches(/^[#/]/, 'href must start with # or /'),
})

export type Link = InferType<typeof linkSchema>
