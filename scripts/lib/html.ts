import { decodeHTML } from 'entities'

/** The text of an HTML fragment's character references decoded (`&amp;` → `&`, `&#8217;` → `’`), as a browser does. */
export const decodeEntities = (text: string) => decodeHTML(text)

/** Text made safe inside HTML text and double-quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
