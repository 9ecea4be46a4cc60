import { decodeHTML } from 'entities'

/** The text of an HTML fragment's character references decoded (`&amp;` → `&`, `&#8217;` → `’`), as a browser does. */
export const decodeEntities = (text: string) => decodeHTML(text)
