/**
 * What a menu link says of the page being shown (its aria-current): 'page' when it points at that page, 'true' when it
 * points at the section the page belongs to (/about for /about/vision), nothing otherwise. A screen reader reads the
 * first as "current page" and the second as "current"; the menus mark both alike on screen.
 */
export function ariaCurrent(href: string, currentPath: string): 'page' | 'true' | undefined {
  if (!href.startsWith('/') || href === '/') return undefined
  const path = currentPath.replace(/\/+$/, '') || '/'
  if (path === href) return 'page'
  return path.startsWith(`${href}/`) ? 'true' : undefined
}
