import { segments, segmentsSection } from '../../../../content/home'
import { HomeSection } from '../HomeSection'
import { IconCardGrid, PointList } from '../IconCardGrid'

export function Segments() {
  return (
    <HomeSection header={segmentsSection} titleId="segments-title">
      <IconCardGrid cards={segments} cols={3} badge="accent">
        {(s) => <PointList points={s.points} />}
      </IconCardGrid>
    </HomeSection>
  )
}
