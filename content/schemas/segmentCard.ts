import { array, mixed, object, string, type InferType } from 'yup'
import type { HomeIconName } from './homeIcon'

/** Segment card. */
export const segmentCardSchema = object({
  /** Customer segment. */
  title: string().required(),
  /** ShoppingCart, Factory or Truck. */
  icon: mixed<HomeIconName>().oneOf(['ShoppingCart', 'Factory', 'Truck']).required(),
  /** Two to five points. */
  points: array(string().required()).min(2).max(5).required(),
})

export type SegmentCard = InferType<typeof segmentCardSchema>
