import { styled } from 'styled-components'
import { below } from '../../../renderer/theme'
import { PageHero } from '../../../components/PageHero'
import { industryVoice } from '../../../content/industryVoice'

export function Hero() {
  const { eyebrow, heading, lead, stats } = industryVoice.hero
  return (
    <PageHero
      crumbs={[{ name: industryVoice.title, href: '/industry-voice' }]}
      eyebrow={eyebrow}
      heading={heading}
      lead={lead}
    >
      <Stats>
        {stats.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </Stats>
    </PageHero>
  )
}

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[4]};
  max-width: 40rem;
  margin: ${(p) => p.theme.space[10]} 0 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    border-left: 3px solid ${(p) => p.theme.colors.accent};
    padding-left: ${(p) => p.theme.space[4]};
  }
  dd {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes['4xl']};
    font-weight: 800;
    color: ${(p) => p.theme.colors.onDark};
    line-height: 1.1;
  }
  dt {
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  ${below.sm} {
    dd {
      font-size: ${(p) => p.theme.fontSizes['2xl']};
    }
    div {
      padding-left: ${(p) => p.theme.space[2]};
    }
  }
`
