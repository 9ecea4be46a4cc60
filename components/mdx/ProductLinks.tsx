import { products } from '../../content/products'
import { Card, CardGrid } from './Card'

/** Cards for the other products (from content/products.ts): `<ProductLinks except="fr8lens" />`. */
export function ProductLinks({ except }: { except: string }) {
  return (
    <CardGrid columns={2}>
      {products
        .filter((p) => p.slug !== except)
        .map((p) => (
          <Card key={p.slug} title={p.title} href={p.link} linkText={`Explore ${p.title}`}>
            <p>{p.desc}</p>
          </Card>
        ))}
    </CardGrid>
  )
}
