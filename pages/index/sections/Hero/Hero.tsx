import { ArrowRight, ChevronDown } from 'lucide-react'
import { keyframes, styled } from 'styled-components'
import { hero } from '../../../../content/home'
import { Button } from '../../../../components/Button'
import { HeroPanel } from './HeroPanel'
import { StatList } from '../StatList'
import { media } from '../../../../renderer/theme'
import { screenOnly } from '../../../../components/mediaStyles'

export function Hero() {
  return (
    <Band aria-labelledby="hero-title">
      <Inner>
        <Copy>
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <Title id="hero-title">{hero.title}</Title>
          <Lead>{hero.lead}</Lead>
          <Actions>
            <Button href={hero.primary.href} $variant="accent" $size="large">
              {hero.primary.label} <ArrowRight size={18} aria-hidden />
            </Button>
            <Button href={hero.secondary.href} $variant="onDark" $size="large">
              {hero.secondary.label}
            </Button>
          </Actions>
          <Highlights stats={hero.highlights} />
        </Copy>
        <HeroPanel />
      </Inner>
      <ScrollHint href={hero.scrollHint.href} aria-label={hero.scrollHint.label}>
        <ChevronDown size={28} aria-hidden />
      </ScrollHint>
    </Band>
  )
}

const Band = styled.section`
  position: relative;
  overflow: hidden;
  color: ${(p) => p.theme.colors.onDark};
  background:
    radial-gradient(ellipse 60% 70% at 85% 20%, ${(p) => p.theme.colors.primaryGlow}, transparent 70%),
    radial-gradient(ellipse 50% 60% at 10% 90%, ${(p) => p.theme.colors.accentGlow}, transparent 70%),
    linear-gradient(160deg, ${(p) => p.theme.colors.navy}, ${(p) => p.theme.colors.navyDeep});
  padding: ${(p) => p.theme.space[20]} 0 ${(p) => p.theme.space[24]};
  ${media.md} {
    padding: ${(p) => p.theme.space[24]} 0 7.5rem;
  }
`

const Inner = styled.div`
  max-width: ${(p) => p.theme.sizes.container};
  margin: 0 auto;
  padding: 0 ${(p) => p.theme.space[5]};
  ${media.md} {
    padding: 0 ${(p) => p.theme.space[8]};
  }
  ${media.lg} {
    display: grid;
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${(p) => p.theme.space[12]};
    align-items: center;
  }
`

const Copy = styled.div`
  min-width: 0;
`

const Eyebrow = styled.p`
  display: inline-block;
  margin: 0 0 ${(p) => p.theme.space[5]};
  padding: ${(p) => p.theme.space[1]} ${(p) => p.theme.space[3]};
  border: 1px solid ${(p) => p.theme.colors.accentEdge};
  border-radius: ${(p) => p.theme.radii.pill};
  color: ${(p) => p.theme.colors.accent};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.04em;
`

const Title = styled.h1`
  max-width: 18ch;
  margin: 0 0 ${(p) => p.theme.space[6]};
  font-size: ${(p) => p.theme.fontSizes['5xl']};
  line-height: 1.08;
  letter-spacing: -0.02em;
  color: ${(p) => p.theme.colors.onDark};
`

const Lead = styled.p`
  max-width: 40rem;
  margin: 0 0 ${(p) => p.theme.space[8]};
  font-size: ${(p) => p.theme.fontSizes.lg};
  color: ${(p) => p.theme.colors.onDarkMuted};
  ${media.md} {
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[4]};
`

const Highlights = styled(StatList)`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[4]};
  max-width: 40rem;
  margin: ${(p) => p.theme.space[12]} 0 0;
  padding: ${(p) => p.theme.space[6]} 0 0;
  border-top: 1px solid ${(p) => p.theme.colors.onDarkLine};
  li {
    display: flex;
    flex-direction: column;
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes['2xl']};
    color: ${(p) => p.theme.colors.onDark};
    ${media.md} {
      font-size: ${(p) => p.theme.fontSizes['3xl']};
    }
  }
  span {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.onDarkMuted};
  }
`

const bob = keyframes`
  0%, 100% { transform: translate(-50%, 0); }
  50% { transform: translate(-50%, 6px); }
`

const ScrollHint = styled.a`
  ${screenOnly}
  position: absolute;
  left: 50%;
  bottom: ${(p) => p.theme.space[6]};
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${(p) => p.theme.radii.pill};
  color: ${(p) => p.theme.colors.onDarkMuted};
  transform: translate(-50%, 0);
  animation: ${bob} 2.4s ease-in-out 3;
  &:hover {
    color: ${(p) => p.theme.colors.onDark};
  }
`
