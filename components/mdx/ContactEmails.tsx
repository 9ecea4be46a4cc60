import { Mail } from 'lucide-react'
import { styled } from 'styled-components'
import { site } from '../../content/site'

/** The general and partnerships e-mail addresses from content/site.ts: `<ContactEmails />`. */
export function ContactEmails() {
  return (
    <List>
      <li>
        <Mail size={18} aria-hidden="true" /> General enquiries: <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
      <li>
        <Mail size={18} aria-hidden="true" /> Partnerships:{' '}
        <a href={`mailto:${site.partnershipsEmail}`}>{site.partnershipsEmail}</a>
      </li>
    </List>
  )
}

const List = styled.ul`
  li {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space[2]};
    margin-bottom: ${(p) => p.theme.space[2]};
  }
`
