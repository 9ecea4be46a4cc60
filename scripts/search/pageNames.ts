import { footerNav, mainNav } from '../../content/navigation'
import { popularPages } from '../../content/popularPages'

/**
 * What the site's menus call each page: the main menu and its dropdowns, the footer and the popular pages, by path
 * (`/careers` → ['Careers']). Links to a section of a page (`#contact`) name the section, not a page: left out.
 */
export function menuNames(): Map<string, string[]> {
  const links = [
    ...mainNav.flatMap((item) => [item, ...(item.dropdownItems ?? [])]),
    ...footerNav.flatMap((column) => column.links),
    ...popularPages.links,
  ]
  const names = new Map<string, string[]>()
  for (const { name, href } of links)
    if (href.startsWith('/') && !href.includes('#')) names.set(href, [...(names.get(href) ?? []), name])
  return names
}
