/** A text of content/ with its placeholders filled in: `fill('Page {page} of {pages}', { page: 2, pages: 9 })`. */
export const fill = (template: string, values: Record<string, string | number | undefined>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))
