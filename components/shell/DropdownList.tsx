import type { NavItem } from '../../content/navigation'
import { MENU_DESCRIPTION_MAX } from './constants'
import { truncate } from './truncate'
import { linkHref } from './linkHref'

/** A dropdown's links, each with its name and description: the desktop sub-menu and the phone menu's sections share it. */
export function DropdownList({ item }: { item: NavItem }) {
  return (
    <ul className="dd-list">
      {item.dropdownItems?.map((link) => (
        <li key={link.href}>
          <a className="dd-link" href={linkHref(link.href)}>
            <span className="dd-name">{link.name}</span>
            {link.description && (
              <span className={item.truncateDescriptions ? 'dd-desc' : 'dd-desc dd-desc--clamp'}>
                {item.truncateDescriptions ? truncate(link.description, MENU_DESCRIPTION_MAX) : link.description}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  )
}
