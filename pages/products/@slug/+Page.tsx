import { useData } from 'vike-react/useData'
import { contentOf } from '../../../content/collection'
import { FloatingNav } from '../../../components/longform/FloatingNav'
import { RevealStyle } from '../../../components/longform/RevealStyle'
import { FrontmatterProvider } from '../../../components/mdx/Frontmatter'
import { MDXComponents } from '../../../components/mdx/MDXComponents'
import type { Data } from './+data'

/** A product page: its MDX (content/products/<slug>.mdx) draws every band, from the hero down. */
export default function Page() {
  const entry = useData<Data>()
  const Content = contentOf(entry)
  return (
    <>
      <RevealStyle />
      <FloatingNav />
      <FrontmatterProvider value={entry.frontmatter}>
        {/* eslint-disable-next-line react-hooks/static-components -- contentOf returns the MDX module's own component */}
        <Content components={MDXComponents} />
      </FrontmatterProvider>
    </>
  )
}
