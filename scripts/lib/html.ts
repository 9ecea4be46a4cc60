import { decodeHTML } from 'entities'

/**
 * The text of an HTML fragment's character references decoded (`&amp;` → `&`, `&#8217;` → `’`), as a browser does, as
 * a string of its own. A piece cut out of a page by a regular expression or a slice is a view of the page's string in
 * V8, and keeps the whole page in memory as long as it lives: a title kept for llms.txt or a share card held every page
 * of a ten-thousand-article build (2.2 GB for the text twins). What is read out of a page is copied here.
 */
export const decodeEntities = (text: string) => Buffer.from(decodeHTML(text), 'utf8').toString('utf8')

/** Text made safe inside HTML text and double-quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * `html` without the elements whose opening tag carries `attribute` (`data-twin-ignore`, `data-search-ignore`: an
 * article's end, which the text twins and the search leave out), each with all it holds. Cut from the text before it is
 * parsed: at 1,000 articles, parsing an article's end to drop it was a third of making the twins. The page is React's
 * output, where `<` stands for a tag only (text and attribute values have it escaped), so an element ends where its
 * own tag name's opening and closing tags balance. An element whose end is not found is left in, for the parser's
 * caller to drop as before.
 */
export function withoutMarked(html: string, attribute: string): string {
  if (!html.includes(attribute)) return html
  const marked = new RegExp(`<([a-zA-Z][\\w-]*)(?=[^>]*\\s${attribute}[\\s=/>])[^>]*>`, 'g')
  let kept = ''
  let from = 0
  for (let open = marked.exec(html); open; open = marked.exec(html)) {
    const tags = new RegExp(`<(/?)${open[1]}[\\s/>]`, 'g')
    tags.lastIndex = open.index + open[0].length
    let depth = 1
    for (let tag = tags.exec(html); tag && depth; tag = depth ? tags.exec(html) : null) depth += tag[1] ? -1 : 1
    if (depth) break
    const end = html.indexOf('>', tags.lastIndex - 1) + 1
    kept += html.slice(from, open.index)
    from = marked.lastIndex = end
  }
  return kept + html.slice(from)
}
