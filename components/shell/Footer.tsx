import { Mail } from 'lucide-react'
import { styled } from 'styled-components'
import { copyrightNotice, footerNav } from '../../content/navigation'
import { site } from '../../content/site'
import { media } from '../../renderer/theme'
import { linkHref } from './linkHref'
import { Logo } from './Logo'
import { SocialIcon } from './SocialIcon'
import { labels } from '../../content/labels'
import { screenOnly } from '../mediaStyles'
import { capsLabel } from '../capsLabel'
import { wrapRow } from '../layout'

/** The footer on every page: static HTML (no JavaScript), links from content/navigation.ts, social links from content/site.ts. */
export function Footer() {
  return (
    <Wrap>
      <Inner>
        <Top>
          <Brand>
            <a href="/" aria-label={`${site.brand} home`}>
              <Logo name={site.brand} tone="onDark" />
            </a>
            <Tagline>{site.tagline}</Tagline>
            <Blurb>{site.description}</Blurb>
            <Email href={`mailto:${site.email}`}>
              <Mail aria-hidden="true" size={16} />
              {site.email}
            </Email>
          </Brand>
          <Columns aria-label={labels.footer}>
            {footerNav.map((column) => (
              <div key={column.title}>
                <ColumnTitle>{column.title}</ColumnTitle>
                <LinkList>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <a href={linkHref(link.href)}>{link.name}</a>
                    </li>
                  ))}
                </LinkList>
              </div>
            ))}
          </Columns>
        </Top>
        <Bottom>
          <Copyright>{copyrightNotice(new Date().getFullYear())}</Copyright>
          <Social>
            {site.social.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.brand} on ${s.name} (${site.newTabNote})`}
                >
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </Social>
        </Bottom>
      </Inner>
    </Wrap>
  )
}

const Wrap = styled.footer`
  background: ${(p) => p.theme.colors.navyDeep};
  color: ${(p) => p.theme.colors.onDarkMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
  a {
    color: ${(p) => p.theme.colors.onDarkMuted};
    text-decoration: none;
    transition: color ${(p) => p.theme.motion.fast} ease;
  }
  a:hover {
    color: ${(p) => p.theme.colors.accent};
  }
  /* The page's blue focus ring is too faint on navy. */
  a:focus-visible {
    outline-color: ${(p) => p.theme.colors.accent};
  }
`

const Inner = styled.div`
  max-width: ${(p) => p.theme.sizes.container};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[12]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[6]};
  ${media.sm} {
    padding: ${(p) => p.theme.space[16]} ${(p) => p.theme.space[6]} ${(p) => p.theme.space[8]};
  }
`

const Top = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[10]};
  ${media.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1.6fr);
    gap: ${(p) => p.theme.space[16]};
  }
`

const Brand = styled.div`
  > a:first-child {
    display: inline-block;
    color: ${(p) => p.theme.colors.onDark};
    margin-bottom: ${(p) => p.theme.space[5]};
    border-radius: ${(p) => p.theme.radii.sm};
  }
`

const Tagline = styled.p`
  margin-bottom: ${(p) => p.theme.space[2]};
  color: ${(p) => p.theme.colors.onDark};
  font-size: ${(p) => p.theme.fontSizes.lg};
  font-weight: 650;
  line-height: 1.4;
`

const Blurb = styled.p`
  max-width: 44ch;
  margin-bottom: ${(p) => p.theme.space[5]};
`

const Email = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  && {
    color: ${(p) => p.theme.colors.onDark};
  }
  svg {
    color: ${(p) => p.theme.colors.accent};
  }
`

const Columns = styled.nav`
  ${screenOnly}
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[8]} ${(p) => p.theme.space[6]};
  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const ColumnTitle = styled.h2`
  margin-bottom: ${(p) => p.theme.space[4]};
  color: ${(p) => p.theme.colors.onDark};
  ${capsLabel('xs', 'wider')}
`

const LinkList = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space[3]};
`

const Bottom = styled.div`
  ${wrapRow(4)}
  align-items: center;
  justify-content: space-between;
  margin-top: ${(p) => p.theme.space[12]};
  padding-top: ${(p) => p.theme.space[6]};
  border-top: 1px solid ${(p) => p.theme.colors.navy};
`

const Copyright = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
`

const Social = styled.ul`
  ${screenOnly}
  display: flex;
  gap: ${(p) => p.theme.space[2]};
  a {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${(p) => p.theme.radii.pill};
    border: 1px solid ${(p) => p.theme.colors.navy};
    color: ${(p) => p.theme.colors.onDark};
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.accent};
  }
`
