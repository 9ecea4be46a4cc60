import { object, string, type InferType } from 'yup'

/** A key statistic: the figure (verbatim) and its caption. */
export const statSchema = object({
  /** Shown large, e.g. '~30%'. */
  figure: string().required(),
  /** Caption under the figure. */
  label: string().required(),
})

export type Stat = InferType<typeof statSchema>
