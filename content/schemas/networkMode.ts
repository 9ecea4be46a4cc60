import { object, string, type InferType } from 'yup'
import { iconName } from './homeIcon.ts'

/** A logistics-network mode with its headline figure. */
export const networkModeSchema = object({
  /** Mode, e.g. 'Air Freight'. */
  title: string().required(),
  /** Lucide icon name. */
  icon: iconName(),
  /** The figure shown large, verbatim (e.g. '140+'). */
  figure: string().required(),
  /** What the figure counts, e.g. 'air carriers'. */
  figureLabel: string().required(),
  /** One sentence. */
  desc: string().required(),
})

export type NetworkMode = InferType<typeof networkModeSchema>
