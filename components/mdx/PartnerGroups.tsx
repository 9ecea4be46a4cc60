import { NewTabLink } from '../NewTabLink'
import { styled } from 'styled-components'
import { CardGrid } from '../cards/CardGrid'
import { partnerGroups, partners } from '../../content/partners'
import { logoPlateInForcedColors } from '../mediaStyles'

const aboutTitles: Record<string, string> = {
  jv: 'JV Partner',
  supply: 'Solution Partners',
  data: 'Data Partners',
  associate: 'Associate / Affiliated Partners',
}

/** Every partner of content/partners.ts by group, each heading with its count: `<PartnerGroups />`. */
export function PartnerGroups() {
  return (
    <>
      {partnerGroups.map((g) => {
        const members = partners.filter((p) => p.group === g.id)
        return (
          <section key={g.id} aria-labelledby={`partners-${g.id}`}>
            <GroupTitle id={`partners-${g.id}`}>
              {aboutTitles[g.id] ?? g.title} <Count>({members.length})</Count>
            </GroupTitle>
            <List>
              {members.map((p) => (
                <li key={p.name}>
                  <img src={p.logo} alt="" width={112} height={48} loading="lazy" />
                  <div>
                    <NewTabLink href={p.url} hint="website">
                      {p.name}
                    </NewTabLink>
                    <p>{'description' in p ? p.description : g.defaultDescription}</p>
                  </div>
                </li>
              ))}
            </List>
          </section>
        )
      })}
    </>
  )
}

const GroupTitle = styled.h2`
  margin-top: ${(p) => p.theme.space[10]};
  font-size: ${(p) => p.theme.fontSizes['2xl']};
`
const Count = styled.span`
  color: ${(p) => p.theme.colors.subtle};
  font-weight: 500;
`
const List = styled(CardGrid).attrs({ $min: '17.5rem', $fill: true, $gap: 3 } as const)`
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space[3]};
    align-items: flex-start;
    padding: ${(p) => p.theme.space[4]};
    border: 1px solid ${(p) => p.theme.colors.line};
    border-radius: ${(p) => p.theme.radii.md};
  }
  img {
    flex: none;
    width: 112px;
    height: 48px;
    object-fit: contain;
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.plateAlt};
    ${logoPlateInForcedColors}
  }
  li > div {
    flex: 1 1 160px;
    min-width: 0;
  }
  a,
  p {
    overflow-wrap: anywhere;
  }
  a {
    font-size: ${(p) => p.theme.fontSizes.md};
    font-weight: 600;
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[1]};
  }
  p {
    margin: ${(p) => p.theme.space[1]} 0 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.muted};
  }
`
