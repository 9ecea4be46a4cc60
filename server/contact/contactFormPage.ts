import { contactFields } from '../../content/schemas/contact'

export type FormValues = Partial<Record<string, string>>
export type FieldErrors = Partial<Record<string, string>>

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Fields the page gets back as the visitor typed them (never the honeypot). */
const REFILLED = new Set<string>([...contactFields, 'idempotencyKey'])

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/**
 * The no-JavaScript answer to a form post that was not stored: the pre-rendered /contact page (or another form's page,
 * with the names of the fields it gets back in `refilled`) with the visitor's
 * values put back into the inputs and each message written into its `data-error-for` slot (the contract between
 * the form and this server; `form` is the slot for a message about the whole form). The page is our own build
 * output, so its markup is known: React writes each input as one tag with double-quoted attributes.
 */
export function contactFormPage(pageHtml: string, values: FormValues, errors: FieldErrors, refilled = REFILLED) {
  return pageHtml
    .replace(/<input\b[^>]*>/g, (tag) => {
      const name = attr(tag, 'name')
      if (!name || !refilled.has(name)) return tag
      const out = tag.replace(/\svalue="[^"]*"/, '').replace(/\saria-invalid="[^"]*"/, '')
      const insert = ` value="${escapeHtml(values[name] ?? '')}"${errors[name] ? ' aria-invalid="true"' : ''}`
      // A function, never a string, as replacement: a value may hold `$&` or `$$`, which a string would expand.
      return out.replace(/^<input/, () => `<input${insert}`)
    })
    .replace(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g, (tag, attrs: string) => {
      const name = attr(tag, 'name')
      if (!name || !refilled.has(name)) return tag
      const a = attrs.replace(/\saria-invalid="[^"]*"/, '') + (errors[name] ? ' aria-invalid="true"' : '')
      // A newline right after <textarea> is dropped by the HTML parser, so one is added before the value.
      return `<textarea${a}>\n${escapeHtml(values[name] ?? '')}</textarea>`
    })
    .replace(
      /<(p|span|div)\b([^>]*\sdata-error-for="([^"]+)"[^>]*)>([\s\S]*?)<\/\1>/g,
      (tag, el: string, attrs: string, field: string) =>
        errors[field] ? `<${el}${attrs}>${escapeHtml(errors[field])}</${el}>` : tag,
    )
}

/** Used while the build has no /contact page: a plain page listing the problems, with a way back. */
export function fallbackFormPage(errors: FieldErrors) {
  const items = Object.values(errors)
    .map((e) => `<li>${escapeHtml(e ?? '')}</li>`)
    .join('')
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Please check your message</title></head><body><main><h1>Please check your message</h1><ul>${items}</ul><p><a href="/#contact">Back to the contact form</a></p></main></body></html>`
}
