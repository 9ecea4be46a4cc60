import { object, string, type InferType } from 'yup'
import { iconName } from './homeIcon.ts'

/** An industry strategy: one sector-specific play. */
export const strategySchema = object({
  /** Industry name, e.g. 'Pharmaceutical'. */
  title: string().required(),
  /** Lucide icon name. */
  icon: iconName(),
  /** One or two sentences. */
  desc: string().required().min(30),
})

export type Strategy = InferType<typeof strategySchema>
