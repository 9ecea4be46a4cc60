import { useRef, useState, type KeyboardEvent } from 'react'
import { styled } from 'styled-components'
import { below } from '../../../renderer/theme'
import { partnersPage } from '../../../content/partnersPage'
import { PartnerSection, type PartnerGroupView } from './PartnerSection'
import { chosenInForcedColors } from '../../mediaStyles'

/**
 * The partner directory (an island): WAI-ARIA tabs 'All' plus one per group, filtering the sections.
 * Pre-rendered with 'All' selected, so without JavaScript every section shows.
 */
export default function PartnerTabs({ groups }: { groups: PartnerGroupView[] }) {
  const tabs = [{ id: 'all', tab: partnersPage.directory.allTab }, ...groups.map((g) => ({ id: g.id, tab: g.tab }))]
  const [selected, setSelected] = useState('all')
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, i: number) {
    const last = tabs.length - 1
    const target = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[e.key]
    if (target === undefined) return
    e.preventDefault()
    setSelected(tabs[target]!.id)
    refs.current[target]?.focus()
  }

  const shown = selected === 'all' ? groups : groups.filter((g) => g.id === selected)
  return (
    <>
      <TabList role="tablist" aria-label={partnersPage.directory.tabsLabel}>
        {tabs.map((t, i) => (
          <Tab
            key={t.id}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`partners-tab-${t.id}`}
            aria-selected={selected === t.id}
            aria-controls="partners-panel"
            tabIndex={selected === t.id ? 0 : -1}
            onClick={() => setSelected(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.tab}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id="partners-panel" aria-labelledby={`partners-tab-${selected}`} tabIndex={0}>
        {shown.map((g) => (
          <PartnerSection key={g.id} group={g} />
        ))}
      </div>
    </>
  )
}

const TabList = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[1]};
  margin-bottom: ${(p) => p.theme.space[8]};
  padding: ${(p) => p.theme.space[1]};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceSunken};
  width: fit-content;
  max-width: 100%;
  overflow-x: auto;
`

const Tab = styled.button`
  flex: none;
  min-height: 44px;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[5]};
  border: 0;
  border-radius: ${(p) => p.theme.radii.pill};
  background: transparent;
  color: ${(p) => p.theme.colors.muted};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colors.ink};
  }
  &[aria-selected='true'] {
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primaryDark};
    box-shadow: ${(p) => p.theme.shadows.sm};
    ${chosenInForcedColors}
  }
  ${below.sm} {
    padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`
