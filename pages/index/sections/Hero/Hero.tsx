import { ArrowRight, ChevronDown } from 'lucide-react'
import { hero } from '../../../../content/home'
import { Button } from '../../../../components/Button'
import { Actions, Band, Copy, Eyebrow, Highlight, Highlights, Inner, Lead, ScrollHint, Title } from './Hero.styles'
import { HeroPanel } from './HeroPanel'

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
            <Button href={hero.secondary.href} $variant="onDark" $size="large">{hero.secondary.label}</Button>
          </Actions>
          <Highlights>
            {hero.highlights.map((h) => (
              <Highlight key={h.label}>
                <strong>{h.figure}</strong>
                <span>{h.label}</span>
              </Highlight>
            ))}
          </Highlights>
        </Copy>
        <HeroPanel />
      </Inner>
      <ScrollHint href={hero.scrollHint.href} aria-label={hero.scrollHint.label}>
        <ChevronDown size={28} aria-hidden />
      </ScrollHint>
    </Band>
  )
}
