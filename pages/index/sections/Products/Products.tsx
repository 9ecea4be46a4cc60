import { ArrowRight } from 'lucide-react'
import { styled } from 'styled-components'
import { cardSurface } from '../../../../components/cards/cardSurface'
import { productsSection } from '../../../../content/home'
import { products } from '../../../../content/products'
import { CardGrid } from '../../../../components/cards/CardGrid'
import { HomeSection } from '../HomeSection'

export function Products() {
  return (
    <HomeSection header={productsSection} titleId="products-title" tone="alt">
      <CardGrid $cols={{ md: 3 }}>
        {products.map((p) => (
          <Card key={p.slug}>
            <CardImage src={p.img} alt="" width={400} height={240} loading="lazy" />
            <CardBody>
              <h3>{p.title}</h3>
              <p>{p.desc}</p>
              <CardLink href={p.link}>
                {productsSection.cardLinkLabel}
                <span className="visually-hidden"> about {p.title}</span> <ArrowRight size={16} aria-hidden />
              </CardLink>
            </CardBody>
          </Card>
        ))}
      </CardGrid>
      <More>
        <a href={productsSection.allLink.href}>{productsSection.allLink.label}</a>
      </More>
    </HomeSection>
  )
}

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${cardSurface}
  transition:
    box-shadow ${(p) => p.theme.motion.base},
    transform ${(p) => p.theme.motion.base};
  &:hover {
    box-shadow: ${(p) => p.theme.shadows.lg};
    transform: translateY(-2px);
  }
`

const CardImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 5 / 3;
  object-fit: cover;
  background: ${(p) => p.theme.colors.surfaceSunken};
`

const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${(p) => p.theme.space[6]};
  h3 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    margin-bottom: ${(p) => p.theme.space[3]};
  }
  p {
    flex: 1;
    color: ${(p) => p.theme.colors.muted};
  }
`

/** The whole card is clickable through this link's stretched ::after. */
const CardLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]};
  font-weight: 650;
  color: ${(p) => p.theme.colors.primaryDark};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
`

const More = styled.p`
  margin: ${(p) => p.theme.space[10]} 0 0;
  text-align: center;
  a {
    font-weight: 650;
    color: ${(p) => p.theme.colors.primaryDark};
  }
`
