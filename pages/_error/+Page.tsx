import { ArrowLeft } from 'lucide-react'
import { styled } from 'styled-components'
import { usePageContext } from 'vike-react/usePageContext'
import { LinkPills } from '../../components/LinkPills'
import { errorPage, notFoundPage } from '../../content/errorPages'
import { popularPages } from '../../content/popularPages'
import { media } from '../../renderer/theme'
import { DevError } from './DevError'
import { capsLabel } from '../../components/capsLabel'

// https://vike.dev/error-page — pre-rendered as dist/client/404.html; the server answers unknown paths with it and status 404.
export default function Page() {
  const { is404, errorWhileRendering } = usePageContext()
  const words = is404 ? notFoundPage : errorPage
  return (
    <Wrap>
      {import.meta.env.DEV && errorWhileRendering !== undefined && <DevError error={errorWhileRendering} />}
      {is404 && (
        <Big viewBox="0 0 320 120" aria-hidden="true" focusable="false">
          <text x="160" y="104" textAnchor="middle" textLength="300" lengthAdjust="spacingAndGlyphs">
            404
          </text>
        </Big>
      )}
      <Title>{words.title}</Title>
      <Text>{words.text}</Text>
      <HomeLink href={words.home.href}>
        <ArrowLeft aria-hidden="true" size={18} />
        {words.home.name}
      </HomeLink>
      {is404 && (
        <Explore aria-labelledby="not-found-explore">
          <ExploreTitle id="not-found-explore">{popularPages.title}</ExploreTitle>
          <LinkPills links={popularPages.links} align="center" />
        </Explore>
      )}
    </Wrap>
  )
}

const Wrap = styled.section`
  position: relative;
  max-width: ${(p) => p.theme.sizes.container};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[16]} ${(p) => p.theme.space[4]} ${(p) => p.theme.space[20]};
  text-align: center;
  overflow: hidden;
  ${media.md} {
    padding-top: ${(p) => p.theme.space[24]};
  }
`

/* Decorative outline numeral, drawn as SVG: the heading below says it in words. */
const Big = styled.svg`
  display: block;
  width: clamp(12rem, 8rem + 20vw, 20rem);
  height: auto;
  margin: 0 auto ${(p) => p.theme.space[6]};
  text {
    font-family: ${(p) => p.theme.fonts.heading};
    font-size: 130px;
    font-weight: 800;
    fill: ${(p) => p.theme.colors.primarySoft};
    stroke: ${(p) => p.theme.colors.primary};
    stroke-width: 2.5px;
  }
`

const Title = styled.h1`
  font-size: ${(p) => p.theme.fontSizes['4xl']};
  margin-bottom: ${(p) => p.theme.space[4]};
`

const Text = styled.p`
  max-width: 52ch;
  margin: 0 auto ${(p) => p.theme.space[8]};
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.lg};
`

const HomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[2]};
  min-height: 48px;
  padding: 0 ${(p) => p.theme.space[6]};
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.navy};
  box-shadow: inset 0 0 0 1px ${(p) => p.theme.colors.navyEdge};
  color: ${(p) => p.theme.colors.onDark};
  font-weight: 700;
  text-decoration: none;
  transition: background ${(p) => p.theme.motion.fast} ease;
  &:hover {
    background: ${(p) => p.theme.colors.tealDeep};
  }
`

const Explore = styled.nav`
  max-width: 44rem;
  margin: ${(p) => p.theme.space[16]} auto 0;
  padding-top: ${(p) => p.theme.space[8]};
  border-top: 1px solid ${(p) => p.theme.colors.line};
`

const ExploreTitle = styled.h2`
  margin-bottom: ${(p) => p.theme.space[5]};
  color: ${(p) => p.theme.colors.subtle};
  ${capsLabel('sm', 'wider')}
`
