import { segments, segmentsSection } from '../../../../content/home'
import { HomeSection } from '../HomeSection'
import { PointCardGrid } from '../IconCard'

export function Segments() {
  return (
    <HomeSection header={segmentsSection} titleId="segments-title">
      <PointCardGrid cards={segments} tone="accent" />
    </HomeSection>
  )
}
