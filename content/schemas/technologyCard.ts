import { array, mixed, number, object, string, type InferType } from 'yup'
import type { HomeIconName } from './homeIcon'

/** Technology card. */
export const technologyCardSchema = object({
  /** Capability name. */
  title: string().required(),
  /** One or two sentences. */
  desc: string().required(),
  /** Bullet details. */
  details: array(string().required()).min(2).required(),
  /** 1 to 5, drawn as dots on a five-dot scale. */
  complexity: number().integer().min(1).max(5).required(),
  /** DatabaseZap, Globe or Rocket. */
  icon: mixed<HomeIconName>().oneOf(['DatabaseZap', 'Globe', 'Rocket']).required(),
})

export type TechnologyCard = InferType<typeof technologyCardSchema>
