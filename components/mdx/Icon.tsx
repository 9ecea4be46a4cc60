import * as lucide from 'lucide-react'
import { iconNames } from '../../content/schemas/frontmatter'

export type IconName = (typeof iconNames)[number]

/** The lucide component of each name. Rendered on the server only: no widget's code carries it. */
export const iconMap = Object.fromEntries(iconNames.map((name) => [name, lucide[name]])) as Record<
  IconName,
  lucide.LucideIcon
>

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const C = iconMap[name]
  // MDX is not type-checked: make a misspelt icon fail the build with a message a writer can act on.
  if (!C) throw new Error(`Unknown icon "${name}". Use one of: ${Object.keys(iconMap).join(', ')}`)
  return <C size={size} aria-hidden="true" focusable="false" />
}
