import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { Download } from 'lucide-react'
import { Button, type ButtonVariant } from '../Button'

type Props = {
  href: string
  children: ReactNode
  /** primary: filled accent; secondary: outlined; light: for dark backgrounds. */
  variant?: 'primary' | 'secondary' | 'light'
  /** Marks a file download (shows a download icon and sets `download`). */
  download?: boolean
}

/** The names writers use in MDX, mapped to the site's button variants. */
const variants = { primary: 'accent', secondary: 'outline', light: 'onDark' } as const satisfies Record<
  NonNullable<Props['variant']>,
  ButtonVariant
>

/** The site's Button under the name MDX uses: `<CallToAction href="/contact">Request Demo</CallToAction>`. */
export function CallToAction({ href, children, variant = 'primary', download }: Props) {
  const external = /^https?:/.test(href)
  return (
    <Button
      href={href}
      $variant={variants[variant]}
      {...(download ? { download: '', type: 'application/pdf' } : {})}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {download && <Download size={18} aria-hidden="true" />}
      {children}
    </Button>
  )
}

/** Lays out calls to action side by side, wrapping on phones. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[3]};
  margin: ${(p) => p.theme.space[6]} 0;
`
