import { ArrowRight } from 'lucide-react'
import { productsSection } from '../../../../content/home'
import { products } from '../../../../content/products'
import { Section } from '../../../../components/Section'
import { SectionHeader } from '../../../../components/SectionHeader'
import { Card, CardBody, CardImage, CardLink, Grid, More } from './Products.styles'

export function Products() {
  return (
    <Section id={productsSection.id} tone="alt" space="roomy" aria-labelledby="products-title">
      <SectionHeader id="products-title" eyebrow={productsSection.eyebrow} title={productsSection.title} intro={productsSection.intro} />
      <Grid>
        {products.map((p) => (
          <Card key={p.slug}>
            <CardImage src={p.img} alt="" width={400} height={240} loading="lazy" />
            <CardBody>
              <h3>{p.title}</h3>
              <p>{p.desc}</p>
              <CardLink href={p.link}>
                {productsSection.cardLinkLabel}<span className="visually-hidden"> about {p.title}</span> <ArrowRight size={16} aria-hidden />
              </CardLink>
            </CardBody>
          </Card>
        ))}
      </Grid>
      <More><a href={productsSection.allLink.href}>{productsSection.allLink.label}</a></More>
    </Section>
  )
}
