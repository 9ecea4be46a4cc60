import { Mail, MapPin } from 'lucide-react'
import { styled } from 'styled-components'
import { site } from '../../content/site'
import { below } from '../../renderer/theme'

/** The desktop-only address bar above the main nav: static HTML, no JavaScript. */
export function TopBar() {
  return (
    <Bar>
      <Inner>
        <Offices>
          {site.topBarOffices.map((office) => (
            <li key={office}>
              <MapPin aria-hidden="true" size={14} />
              {office}
            </li>
          ))}
        </Offices>
        <EmailLink href={`mailto:${site.email}`}>
          <Mail aria-hidden="true" size={14} />
          {site.email}
        </EmailLink>
      </Inner>
    </Bar>
  )
}

const Bar = styled.div`
  background: ${(p) => p.theme.colors.navyDeep};
  color: ${(p) => p.theme.colors.onDarkMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
  height: ${(p) => p.theme.sizes.topBarHeight};
  ${below.nav} {
    display: none;
  }
`

const Inner = styled.div`
  max-width: ${(p) => p.theme.sizes.headerContainer};
  height: 100%;
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.space[6]};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space[6]};
`

const Offices = styled.ul`
  display: flex;
  gap: ${(p) => p.theme.space[6]};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
  }
  svg {
    color: ${(p) => p.theme.colors.accent};
  }
`

const EmailLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  color: ${(p) => p.theme.colors.onDark};
  text-decoration: none;
  svg {
    color: ${(p) => p.theme.colors.accent};
  }
  &:hover {
    text-decoration: underline;
  }
`
