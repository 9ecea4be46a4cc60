import {
  Car,
  DatabaseZap,
  Factory,
  Globe,
  Package,
  Pill,
  Plane,
  Rocket,
  Ship,
  ShoppingCart,
  Store,
  TrainFront,
  Truck,
  Warehouse,
  type LucideIcon,
} from 'lucide-react'
import type { HomeIconName } from '../../../content/schemas/homeIcon'

/** The lucide component for each icon name content/ may use. Rendered on the server only. */
export const homeIcons: Record<HomeIconName, LucideIcon> = {
  Car,
  DatabaseZap,
  Factory,
  Globe,
  Package,
  Pill,
  Plane,
  Rocket,
  Ship,
  ShoppingCart,
  Store,
  TrainFront,
  Truck,
  Warehouse,
}
