/**
 * The href to render for a menu link. Content writes home-page sections as `#id`; pages link them as `/#id`,
 * so they reach the home page from any page, even without JavaScript (with it, hashNavigation.ts takes over).
 */
export function linkHref(href: string): string {
  return href.startsWith('#') ? `/${href}` : href
}
