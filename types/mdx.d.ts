declare module '*.mdx' {
  import type { ComponentType } from 'react'
  /** Frontmatter parsed by remark-mdx-frontmatter; each kind of page checks it with its schema (content/schemas/frontmatter.ts). */
  export const frontmatter: Record<string, unknown>
  /** Level-2 headings (id, text), from scripts/mdx/remarkLongForm.ts. */
  export const toc: { id: string; text: string }[]
  /** Estimated reading time in minutes, from scripts/mdx/remarkLongForm.ts. */
  export const readingMinutes: number
  const MDXContent: ComponentType<{ components?: Record<string, unknown> }>
  export default MDXContent
}
