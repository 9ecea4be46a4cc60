import type { ComponentType, FunctionComponent } from 'react'

// What an MDX file of content/ is once compiled, and how its text is run. Both the collections (collection.ts) and the
// blog's two sources of articles (blogArticles.ts under Vite, blogArticles.build.ts in the build) speak of it; it knows
// neither: the collections read the articles, never the other way round.

export type MdxModule = {
  default: ComponentType<{ components?: Record<string, unknown> }>
  frontmatter: Record<string, unknown>
  toc: { id: string; text: string }[]
  readingMinutes: number
}

/** An MDX module's data without its text: what the lists need. */
export type ArticleModule = Omit<MdxModule, 'default'> & { file: string }

type Content = FunctionComponent<{ components?: Record<string, unknown> }>

/**
 * An MDX text whose errors name its file. The text runs as it renders: what fails in it (a component nobody provides,
 * "Expected component `Chart` to be defined") names the file, in the build as in the preview, in article 9,999 as in
 * the first.
 */
export function named(file: string, Content: Content): Content {
  return function NamedContent(props) {
    try {
      return Content(props)
    } catch (e) {
      if (e instanceof Error && !e.message.startsWith(file)) e.message = `${file}: ${e.message}`
      throw e
    }
  }
}
