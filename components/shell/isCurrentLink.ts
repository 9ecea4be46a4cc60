/** Whether a menu link points at the page being shown or at the section it belongs to (/about for /about/vision). */
export function isCurrentLink(href: string, currentPath: string): boolean {
  if (!href.startsWith('/') || href === '/') return false
  const path = currentPath.replace(/\/+$/, '') || '/'
  return path === href || path.startsWith(`${href}/`)
}
