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
