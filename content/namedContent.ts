import type { FunctionComponent } from 'react'

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
