import { usePageContext } from 'vike-react/usePageContext'
import { getEntry } from '../../../content/collection'
import { FloatingNav } from '../../../components/longform/FloatingNav'
import { RevealStyle } from '../../../components/longform/RevealStyle'
import { MDXComponents } from '../../../components/mdx/MDXComponents'

/** A product page: its MDX (content/products/<slug>.mdx) draws every band, from the hero down. */
export default function Page() {
  const { Content } = getEntry('products', usePageContext().routeParams.slug!)!
  return (
    <>
      <RevealStyle />
      <FloatingNav />
      <Content components={MDXComponents} />
    </>
  )
}
