import { array, object, string, type InferType } from 'yup'
import { iconName } from './homeIcon.ts'

/** Industry card: a sector with its four points. */
export const industryCardSchema = object({
  /** Sector name, e.g. 'Retailers'. */
  title: string().required(),
  /** Lucide icon name. */
  icon: iconName(),
  /** Exactly four bullet points. */
  points: array(string().required()).length(4).required(),
})

export type IndustryCard = InferType<typeof industryCardSchema>
