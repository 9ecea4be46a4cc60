import type { ComponentType } from 'react'

type Article = { default: ComponentType; frontmatter: { title: string; description: string } }

// Server-only: the page is HTML-only.
export const articles = import.meta.glob<Article>('../../content/blog/*.mdx', { eager: true })
export const slugOf = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.mdx$/, '')
export const findArticle = (slug: string) => Object.entries(articles).find(([f]) => slugOf(f) === slug)?.[1]
