declare module '*.mdx' {
  import type { ComponentType } from 'react'
  /** Frontmatter parsed by remark-mdx-frontmatter; each kind of page checks it with its schema. */
  export const frontmatter: Record<string, unknown>
  const MDXContent: ComponentType<{ components?: Record<string, unknown> }>
  export default MDXContent
}
