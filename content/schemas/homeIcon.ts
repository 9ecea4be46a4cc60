import { mixed } from 'yup'

/** Lucide icons the home page may name in content; the sections map each name to its component. */
export const homeIconNames = [
  'ShoppingCart',
  'Factory',
  'Truck',
  'DatabaseZap',
  'Globe',
  'Rocket',
  'Plane',
  'Ship',
  'TrainFront',
  'Warehouse',
  'Store',
  'Pill',
  'Car',
  'Package',
] as const
export type HomeIconName = (typeof homeIconNames)[number]
/** A required icon name from the list above. */
export const iconName = () => mixed<HomeIconName>().oneOf(homeIconNames).required()
