import { ArrowRight } from 'lucide-react'
import { styled } from 'styled-components'
import { CardGrid } from '../../components/cards/CardGrid'
import { Button } from '../../components/Button'
import { Hero } from '../../components/mdx/Hero'
import { products, productsIndex } from '../../content/products'
import { arrowLink } from '../../components/cards/arrowLink'

/** /products: the three product cards and a way to ask for a custom solution. */
export default function Page() {
  return (
    <>
      <Hero eyebrow="Products" title={productsIndex.title} lead={productsIndex.lead} />
      <Grid>
        {products.map((p) => (
          <Card key={p.slug}>
            <img src={p.img} alt="" width={400} height={240} />
            <div>
              <h2>{p.title}</h2>
              <p>{p.desc}</p>
              <a href={p.link}>
                Learn more<span className="visually-hidden"> about {p.title}</span>{' '}
                <ArrowRight size={16} aria-hidden="true" />
              </a>
            </div>
          </Card>
        ))}
      </Grid>
      <Custom>
        <h2>{productsIndex.customTitle}</h2>
        <p>{productsIndex.customText}</p>
        <Button href="/contact" $variant="accent">
          {productsIndex.customLink}
        </Button>
      </Custom>
    </>
  )
}

const Grid = styled(CardGrid).attrs({ as: 'div', $min: '18.75rem' } as const)`
  max-width: ${(p) => p.theme.sizes.container};
  margin: 0 auto;
  padding: ${(p) => p.theme.space[12]} ${(p) => p.theme.space[4]};
`
const Card = styled.article`
  display: flex;
  flex-direction: column;
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radii.lg};
  overflow: hidden;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.md};
  img {
    display: block;
    width: 100%;
    aspect-ratio: 5 / 3;
    object-fit: cover;
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
  > div {
    padding: ${(p) => p.theme.space[6]};
    display: flex;
    flex-direction: column;
    flex: 1;
  }
  h2 {
    font-size: ${(p) => p.theme.fontSizes['2xl']};
  }
  p {
    color: ${(p) => p.theme.colors.muted};
    flex: 1;
  }
  a {
    ${arrowLink}
    text-decoration: none;
  }
`
const Custom = styled.section`
  max-width: ${(p) => p.theme.sizes.container};
  margin: 0 auto ${(p) => p.theme.space[16]};
  padding: ${(p) => p.theme.space[10]} ${(p) => p.theme.space[6]};
  border-radius: ${(p) => p.theme.radii.xl};
  background: ${(p) => p.theme.colors.primarySoft};
  text-align: center;
  p {
    color: ${(p) => p.theme.colors.muted};
    max-width: 60ch;
    margin: 0 auto ${(p) => p.theme.space[6]};
  }
`
