import {
  ArrowUp,
  BarChart3,
  Boxes,
  Briefcase,
  Building2,
  CalendarDays,
  Cpu,
  Eye,
  FileText,
  Globe,
  GraduationCap,
  Handshake,
  Layers,
  Leaf,
  Link2,
  MapPin,
  Network,
  Newspaper,
  Package,
  QrCode,
  RadioTower,
  Route,
  ShieldCheck,
  Ship,
  Target,
  Truck,
  Users,
  Warehouse,
  Zap,
  type LucideIcon,
} from 'lucide-react'

/** Icons writers may name in frontmatter (`icon:`) and in components (`icon="Leaf"`). */
export const iconMap = {
  ArrowUp,
  BarChart3,
  Boxes,
  Briefcase,
  Building2,
  CalendarDays,
  Cpu,
  Eye,
  FileText,
  Globe,
  GraduationCap,
  Handshake,
  Layers,
  Leaf,
  Link2,
  MapPin,
  Network,
  Newspaper,
  Package,
  QrCode,
  RadioTower,
  Route,
  ShieldCheck,
  Ship,
  Target,
  Truck,
  Users,
  Warehouse,
  Zap,
} satisfies Record<string, LucideIcon>

export type IconName = keyof typeof iconMap

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const C = iconMap[name]
  // MDX is not type-checked: make a misspelt icon fail the build with a message a writer can act on.
  if (!C) throw new Error(`Unknown icon "${name}". Use one of: ${Object.keys(iconMap).join(', ')}`)
  return <C size={size} aria-hidden="true" focusable="false" />
}
