/**
 * Pure rules for in-page anchors: what a click on a link with a hash does, and the section a page leaves behind for
 * the home page. The DOM wiring, and where the page scrolls to, is hashNavigation.ts.
 */

/** The home page answers at / and at /index.html. */
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '' || pathname === '/index.html'
}

export type HashAction =
  /** Scroll this page to the element with this id. */
  | { kind: 'scroll'; id: string }
  /** Remember the section, then load the home page at `href`. */
  | { kind: 'go-home'; id: string; href: string }
  /** Not an anchor we handle: let the browser follow the link (a full page load). */
  | { kind: 'none' }

/**
 * Decides what following `linkHref` from the page at `hereHref` does.
 * - A hash into the current page scrolls to the target when it exists here.
 * - From any page other than home, a hash whose target is not on this page, or a link to /#id, goes to /#id.
 * - Everything else (other pages, other sites, a bare '#') is an ordinary link.
 */
export function resolveHashLink(linkHref: string, hereHref: string, hasTarget: (id: string) => boolean): HashAction {
  const here = new URL(hereHref)
  const url = new URL(linkHref, here)
  if (url.origin !== here.origin || url.hash.length < 2) return { kind: 'none' }
  const id = decodeURIComponent(url.hash.slice(1))
  const onHome = isHomePath(here.pathname)
  const samePage =
    url.search === here.search && (url.pathname === here.pathname || (isHomePath(url.pathname) && onHome))
  if (samePage && hasTarget(id)) return { kind: 'scroll', id }
  if (onHome) return { kind: 'none' }
  if (samePage || isHomePath(url.pathname)) return { kind: 'go-home', id, href: `/#${encodeURIComponent(id)}` }
  return { kind: 'none' }
}

type SectionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Leaves `id` for the home page. Storage may be unavailable (privacy modes): the hash in the URL still works then. */
export function storeSection(storage: SectionStorage | undefined, key: string, id: string): void {
  try {
    storage?.setItem(key, id)
  } catch {
    /* storage disabled: the /#id URL alone brings the visitor to the section */
  }
}

/** If a section is stored, scrolls to it with `scrollTo` and then clears it. Returns the section it scrolled to. */
export function restoreStoredSection(
  storage: SectionStorage | undefined,
  key: string,
  scrollTo: (id: string) => void,
): string | null {
  let id: string | null | undefined
  try {
    id = storage?.getItem(key)
  } catch {
    return null
  }
  if (!id) return null
  scrollTo(id)
  try {
    storage?.removeItem(key)
  } catch {
    /* nothing to clear */
  }
  return id
}

/** A click the page may take over: the main button, no modifier keys (those mean 'new tab' or 'download'). */
export function isPlainClick(
  e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented
}
