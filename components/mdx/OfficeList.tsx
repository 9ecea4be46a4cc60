import { MapPin } from 'lucide-react'
import { styled } from 'styled-components'
import { CardGrid } from '../cards/CardGrid'
import { offices } from '../../content/offices'

/** The offices of content/offices.ts, headquarters first: `<OfficeList />`. */
export function OfficeList() {
  return (
    <List>
      {offices.map((o) => (
        <li key={o.city}>
          <Office $hq={o.role === 'Global Headquarters'}>
            <Role>{o.role}</Role>
            <City>
              <MapPin size={18} aria-hidden="true" />
              <span>
                {o.city}, {o.country}
              </span>
            </City>
            <address>
              {o.address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </Office>
        </li>
      ))}
    </List>
  )
}

const List = styled(CardGrid).attrs({ $min: '15.625rem', $fill: true, $gap: 4 } as const)`
  margin: ${(p) => p.theme.space[6]} 0;
`
const Office = styled.div<{ $hq: boolean }>`
  height: 100%;
  padding: ${(p) => p.theme.space[5]};
  border-radius: ${(p) => p.theme.radii.lg};
  border: 1px solid ${(p) => (p.$hq ? p.theme.colors.primary : p.theme.colors.line)};
  background: ${(p) => (p.$hq ? p.theme.colors.primarySoft : p.theme.colors.surface)};
  address {
    font-style: normal;
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`
const Role = styled.p`
  margin: 0;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 700;
  color: ${(p) => p.theme.colors.primaryDark};
`
const City = styled.h3`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  font-size: ${(p) => p.theme.fontSizes.lg};
  margin: ${(p) => p.theme.space[2]} 0;
  svg {
    flex-shrink: 0;
  }
  span {
    min-width: 0; /* a city's name breaks inside the card on a zoomed-in phone instead of running past it */
  }
`
