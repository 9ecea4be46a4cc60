import * as lucide from 'lucide-react'
import { homeIconNames, type HomeIconName } from '../../../content/schemas/homeIcon'

/** The lucide component for each icon name content/ may use. Rendered on the server only. */
export const homeIcons = Object.fromEntries(homeIconNames.map((name) => [name, lucide[name]])) as Record<
  HomeIconName,
  lucide.LucideIcon
>
