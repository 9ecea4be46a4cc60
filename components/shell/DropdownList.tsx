import type { NavItem } from '../../content/navigation'
import { MENU_DESCRIPTION_MAX } from './constants'
import { truncate } from './truncate'
import { ariaCurrent } from './ariaCurrent'
import { linkHref } from './linkHref'

/**
 * A dropdown's links, each with its name and description: the desktop sub-menu and the phone menu's sections share it.
 * The link to the page being shown is marked as the menus' top links are (aria-current, currentPageMark); a sub-menu
 * lists pages, so only the page itself is marked (About Us, at /about, is not current on /about/vision).
 */
export function DropdownList({ item, currentPath }: { item: NavItem; currentPath: string }) {
  return (
    <ul className="dd-list">
      {item.dropdownItems?.map((link) => (
        <li key={link.href}>
          <a
            className="dd-link"
            href={linkHref(link.href)}
            aria-current={ariaCurrent(link.href, currentPath) === 'page' ? 'page' : undefined}
          >
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
