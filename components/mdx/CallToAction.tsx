import { styled } from 'styled-components'
import { Download } from 'lucide-react'
import { downloads, type DownloadName } from '../../content/downloads'
import { Button, type ButtonVariant } from '../Button'
import { mailto, type Inbox } from './EmailLink'

type Props = {
  /** The button's words. */
  label: string
  /** Where it goes: a page of the site (/contact) or an address elsewhere. */
  href?: string
  /** Instead of href: a file of content/downloads.ts by name (whitepaper); shows a download icon. */
  download?: DownloadName
  /** Instead of href: writes an e-mail to one of the site's inboxes (content/site.ts), with this subject. */
  email?: Inbox
  subject?: string
  /** primary: filled accent; secondary: outlined; light: for dark backgrounds. */
  variant?: 'primary' | 'secondary' | 'light'
}

/** The names writers use in MDX, mapped to the site's button variants. */
const variants = { primary: 'accent', secondary: 'outline', light: 'onDark' } as const satisfies Record<
  NonNullable<Props['variant']>,
  ButtonVariant
>

/**
 * The site's Button under the name MDX uses: `<CallToAction href="/contact" label="Request Demo" />`,
 * `<CallToAction download="whitepaper" label="Download Whitepaper" />`,
 * `<CallToAction email="partnerships" subject="Partner Application" label="Partner Application" />`.
 */
export function CallToAction({ label, href, download, email, subject, variant = 'primary' }: Props) {
  const to = download ? fileOf(download) : email ? mailto(email, subject) : href
  if (!to) throw new Error(`<CallToAction label="${label}"> needs href, download or email`)
  const external = /^https?:/.test(to)
  return (
    <Button
      href={to}
      $variant={variants[variant]}
      {...(download ? { download: '', type: 'application/pdf' } : {})}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {download && <Download size={18} aria-hidden="true" />}
      {label}
    </Button>
  )
}

function fileOf(name: DownloadName) {
  const file = downloads[name]
  if (!file) throw new Error(`<CallToAction download="${name}">: content/downloads.ts has no '${name}'`)
  return file.href
}

/** Lays out calls to action side by side, wrapping on phones. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[3]};
  margin: ${(p) => p.theme.space[6]} 0;
`
