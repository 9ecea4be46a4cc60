import { BadgeCheck, Ship } from 'lucide-react'
import { styled } from 'styled-components'
import { hero } from '../../../../content/home'
import { forcedColors, media } from '../../../../renderer/theme'
import { filledInForcedColors } from '../../../../components/mediaStyles'
import { StatList } from '../StatList'

/** A decorative product glimpse beside the hero text on wide screens. */
export function HeroPanel() {
  const p = hero.panel
  return (
    <Panel aria-hidden="true">
      <Top>
        <span className="live">{p.label}</span>
        <span className="ref">{p.reference}</span>
      </Top>
      <Route>
        <Ship size={20} /> {p.from} <span>→</span> {p.to}
      </Route>
      <Steps>
        {p.steps.map((s) => (
          <li key={s.label} data-state={s.state}>
            {s.label}
          </li>
        ))}
      </Steps>
      <Metrics stats={p.metrics} />
      <Verified>
        <BadgeCheck size={18} /> {p.passport}
      </Verified>
    </Panel>
  )
}

const Panel = styled.div`
  display: none;
  ${media.lg} {
    display: block;
  }
  padding: ${(p) => p.theme.space[6]};
  border: 1px solid ${(p) => p.theme.colors.onDarkLine};
  border-radius: ${(p) => p.theme.radii.xl};
  background: ${(p) => p.theme.colors.onDarkPanel};
  box-shadow: ${(p) => p.theme.shadows.lg};
  color: ${(p) => p.theme.colors.onDark};
`

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${(p) => p.theme.fontSizes.sm};
  .live {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[2]};
    color: ${(p) => p.theme.colors.accent};
    font-weight: 700;
  }
  .live::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.accent};
    box-shadow: 0 0 0 4px ${(p) => p.theme.colors.accentRing};
    ${filledInForcedColors}
  }
  .ref {
    color: ${(p) => p.theme.colors.onDarkMuted};
    font-family: ${(p) => p.theme.fonts.mono};
  }
`

const Route = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  margin: ${(p) => p.theme.space[4]} 0 ${(p) => p.theme.space[5]};
  font-size: ${(p) => p.theme.fontSizes.xl};
  font-weight: 700;
  span {
    color: ${(p) => p.theme.colors.onDarkMuted};
  }
`

const Steps = styled.ol`
  margin: 0 0 ${(p) => p.theme.space[5]};
  li {
    position: relative;
    padding: 0 0 ${(p) => p.theme.space[4]} ${(p) => p.theme.space[8]};
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.onDarkMuted};
  }
  li::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 4px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid ${(p) => p.theme.colors.onDarkMuted};
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 9px;
    top: 20px;
    bottom: 2px;
    width: 2px;
    background: ${(p) => p.theme.colors.onDarkTrack};
  }
  li[data-state='done']::before {
    background: ${(p) => p.theme.colors.teal};
    border-color: ${(p) => p.theme.colors.teal};
  }
  li[data-state='current'] {
    color: ${(p) => p.theme.colors.onDark};
    font-weight: 600;
  }
  li[data-state='current']::before {
    border-color: ${(p) => p.theme.colors.accent};
    background: ${(p) => p.theme.colors.accent};
    box-shadow: 0 0 0 4px ${(p) => p.theme.colors.accentRing};
  }
  li[data-state='done']::before,
  li[data-state='current']::before {
    ${filledInForcedColors}
  }
  /* A contrast theme drops fills: the line between the steps stays, in its colour for what is not text. */
  ${forcedColors} {
    li:not(:last-child)::after {
      forced-color-adjust: none;
      background: GrayText;
    }
  }
`

const Metrics = styled(StatList)`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space[3]};
  li {
    display: flex;
    flex-direction: column;
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.onDarkPanel};
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
  span {
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.onDarkMuted};
  }
`

const Verified = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  margin: ${(p) => p.theme.space[5]} 0 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.onDarkMuted};
  svg {
    color: ${(p) => p.theme.colors.teal};
    filter: brightness(1.6);
  }
`
