import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { Download } from 'lucide-react'
import { searchIgnored } from '../search/searchIgnored'

type Props = {
  href: string
  children: ReactNode
  /** primary: filled accent; secondary: outlined; light: for dark backgrounds. */
  variant?: 'primary' | 'secondary' | 'light'
  /** Marks a file download (shows a download icon and sets `download`). */
  download?: boolean
}

/** A button-styled link: `<CallToAction href="/contact">Request Demo</CallToAction>`. */
export function CallToAction({ href, children, variant = 'primary', download }: Props) {
  const external = /^https?:/.test(href)
  return (
    <Button
      href={href}
      $variant={variant}
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

const Button = styled.a.attrs(searchIgnored)<{ $variant: NonNullable<Props['variant']> }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: ${(p) => p.theme.sizes.tapTarget};
  padding: ${(p) => `${p.theme.space[3]} ${p.theme.space[6]}`};
  border-radius: ${(p) => p.theme.radii.pill};
  font-weight: 600;
  text-decoration: none;
  border: 2px solid transparent;
  transition: background ${(p) => p.theme.motion.fast}, color ${(p) => p.theme.motion.fast};
  ${(p) =>
    p.$variant === 'primary'
      ? `background: ${p.theme.colors.accent}; color: ${p.theme.colors.onAccent}; &:hover { background: ${p.theme.colors.accentDark}; }`
      : p.$variant === 'light'
        ? `border-color: ${p.theme.colors.onDark}; color: ${p.theme.colors.onDark}; &:hover { background: ${p.theme.colors.onDark}; color: ${p.theme.colors.navy}; }`
        : `border-color: ${p.theme.colors.primary}; color: ${p.theme.colors.primary}; &:hover { background: ${p.theme.colors.primarySoft}; }`}
`
