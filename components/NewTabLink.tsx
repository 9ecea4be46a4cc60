import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { site } from '../content/site'

/**
 * A link to another site, opened in a new tab: the visible text, then words only screen readers hear (`hint`,
 * for example 'of CargoX') with the site's new-tab note, then the external-link icon.
 */
export function NewTabLink({ href, hint, children }: { href: string; hint: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}{' '}
      <span className="visually-hidden">
        {hint} ({site.newTabNote})
      </span>
      <ExternalLink aria-hidden="true" size={14} />
    </a>
  )
}
