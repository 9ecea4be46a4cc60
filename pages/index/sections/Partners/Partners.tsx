import { ArrowRight } from 'lucide-react'
import { styled } from 'styled-components'
import { partnersSection } from '../../../../content/home'
import { partnerGroups, partners } from '../../../../content/partners'
import { Button } from '../../../../components/Button'
import { HomeSection } from '../HomeSection'
import { logoSize } from './logoSize'
import { logoPlateInForcedColors } from '../../../../components/mediaStyles'
import { capsLabel } from '../../../../components/capsLabel'
import { wrapRow } from '../../../../components/layout'

const shownGroups = partnerGroups.filter((g) => (partnersSection.groups as readonly string[]).includes(g.id))

export function Partners() {
  return (
    <HomeSection header={partnersSection} titleId="partners-title">
      {shownGroups.map((g) => {
        const members = partners.filter((p) => p.group === g.id)
        return (
          <Group key={g.id} aria-labelledby={`partners-${g.id}`}>
            <GroupTitle id={`partners-${g.id}`}>{g.title}</GroupTitle>
            <Logos>
              {members.map((p) => (
                <li key={p.name}>
                  <Logo href={p.url} target="_blank" rel="noopener noreferrer" title={p.name}>
                    <img src={p.logo} alt={p.name} {...logoSize(p.logo)} loading="lazy" />
                  </Logo>
                </li>
              ))}
            </Logos>
          </Group>
        )
      })}
      <More>
        <Button href={partnersSection.allLink.href} $variant="outline" $size="large">
          {partnersSection.allLink.label} <ArrowRight size={18} aria-hidden />
        </Button>
      </More>
    </HomeSection>
  )
}

const Group = styled.section`
  & + & {
    margin-top: ${(p) => p.theme.space[10]};
  }
`

const GroupTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[4]};
  margin-bottom: ${(p) => p.theme.space[4]};
  ${capsLabel('sm', 'wide')}
  color: ${(p) => p.theme.colors.muted};
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${(p) => p.theme.colors.line};
  }
`

const Logos = styled.ul`
  ${wrapRow(4)}
  justify-content: center;
  li {
    flex: 0 1 auto;
    max-width: 100%;
  }
`

const Logo = styled.a`
  display: grid;
  place-items: center;
  height: 64px;
  padding: ${(p) => p.theme.space[3]};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.plate};
  transition:
    border-color ${(p) => p.theme.motion.fast},
    box-shadow ${(p) => p.theme.motion.fast};
  img {
    width: auto;
    height: 48px;
    max-width: 100%;
    object-fit: contain;
    filter: grayscale(1);
    opacity: 0.85;
    transition:
      filter ${(p) => p.theme.motion.base},
      opacity ${(p) => p.theme.motion.base};
    ${logoPlateInForcedColors}
  }
  &:hover,
  &:focus-visible {
    border-color: ${(p) => p.theme.colors.primary};
    box-shadow: ${(p) => p.theme.shadows.md};
  }
  &:hover img,
  &:focus-visible img {
    filter: none;
    opacity: 1;
  }
`

const More = styled.p`
  margin: ${(p) => p.theme.space[10]} 0 0;
  text-align: center;
`
