import type { ReactNode } from 'react'
import { styled } from 'styled-components'
import { Breadcrumb, type Crumb } from './Breadcrumb'
import { Container } from './Section'
import { searchIgnored } from './search/searchIgnored'
import { capsLabel } from './capsLabel'

type Props = {
  /** Trail after Home; omitted on pages without a breadcrumb. */
  crumbs?: readonly Crumb[]
  eyebrow?: string
  heading: string
  lead?: string
  children?: ReactNode
}

/** The dark band at the top of a content page: breadcrumb, eyebrow, the page's one h1, a lead and optional extras. */
export function PageHero({ crumbs, eyebrow, heading, lead, children }: Props) {
  return (
    <Band>
      <Container>
        {crumbs && <Breadcrumb items={crumbs} />}
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1>{heading}</h1>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Container>
    </Band>
  )
}

const Band = styled.div`
  background: linear-gradient(
    135deg,
    ${(p) => p.theme.colors.navyDeep},
    ${(p) => p.theme.colors.navy} 60%,
    ${(p) => p.theme.colors.tealDeep}
  );
  color: ${(p) => p.theme.colors.onDarkMuted};
  padding-block: ${(p) => p.theme.space[12]} ${(p) => p.theme.space[16]};
  h1 {
    color: ${(p) => p.theme.colors.onDark};
    font-size: ${(p) => p.theme.fontSizes['5xl']};
    max-width: 22ch;
    margin-bottom: ${(p) => p.theme.space[4]};
  }
  nav a,
  nav span {
    color: ${(p) => p.theme.colors.onDarkMuted};
  }
`

const Eyebrow = styled.p.attrs(searchIgnored)`
  color: ${(p) => p.theme.colors.accent};
  ${capsLabel('sm', 'wide')}
  margin-bottom: ${(p) => p.theme.space[3]};
`

const Lead = styled.p`
  font-size: ${(p) => p.theme.fontSizes.xl};
  max-width: 40rem;
  margin-bottom: 0;
`
