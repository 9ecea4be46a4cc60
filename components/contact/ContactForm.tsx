import { Send } from 'lucide-react'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { ValidationError } from 'yup'
import { contactForm } from '../../content/contactForm'
import { contactFields, contactLimits, contactSchema, type ContactMessage } from '../../content/schemas/contact'
import { toast } from '../../stores/useToastStore'
import { Toaster } from '../toast/Toaster'
import { newIdempotencyKey } from './newIdempotencyKey'
import { ContactSendError, sendContactMessage } from './sendContactMessage'
import { Actions, Field, FieldError, Form, FormError, Grid, Honeypot, Note, Submit } from './ContactForm.styles'

type FieldName = (typeof contactFields)[number]
type Values = Record<FieldName, string>
type Errors = Partial<Record<FieldName, string>>
const empty: Values = { name: '', email: '', company: '', message: '' }

/**
 * What the page already holds. After a no-JS POST with invalid fields the server answers with this page's HTML,
 * values refilled and messages in the error slots; starting from the DOM keeps hydration matching it.
 */
function fromDom(formId: string): { values: Values; errors: Errors; formError: string } {
  const form = typeof document === 'undefined' ? null : (document.getElementById(formId) as HTMLFormElement | null)
  if (!form) return { values: empty, errors: {}, formError: '' }
  const values = { ...empty }
  const errors: Errors = {}
  for (const f of contactFields) {
    values[f] = (form.elements.namedItem(f) as HTMLInputElement | null)?.value ?? ''
    const text = form.querySelector(`[data-error-for="${f}"]`)?.textContent?.trim()
    if (text) errors[f] = text
  }
  return { values, errors, formError: form.querySelector('[data-error-for="form"]')?.textContent?.trim() ?? '' }
}

/** The contact form. Works without JavaScript as a plain POST; with it, validates and sends JSON. */
export default function ContactForm({ formId = 'contact-form' }: { formId?: string }) {
  const [initial] = useState(() => fromDom(formId))
  const [values, setValues] = useState<Values>(initial.values)
  const [errors, setErrors] = useState<Errors>(initial.errors)
  const [formError, setFormError] = useState(initial.formError)
  const [sending, setSending] = useState(false)
  const [idempotencyKey, setIdempotencyKey] = useState('')
  // When this message was begun, on the browser's monotonic clock: 0 is the page's start (performance.now()'s origin).
  // The server judges the duration, never a time of day, so a wrong clock on either side cannot make spam of a person.
  const begunAt = useRef(0)
  // The key and content of the last failed send: a retry of the same text reuses the key, an edited text gets a new one.
  const lastFailed = useRef<{ key: string; content: string } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    // A browser-only value; the pre-rendered HTML leaves it empty. With JS we show our own messages, not the browser's.
    setIdempotencyKey(newIdempotencyKey())
    if (formRef.current) formRef.current.noValidate = true
  }, [])

  const id = (f: FieldName) => `contact-${f}`
  const errorId = (f: FieldName) => `contact-${f}-error`

  function focusFirstError(errs: Errors) {
    const first = contactFields.find((f) => errs[f])
    if (first) setTimeout(() => document.getElementById(id(first))?.focus(), 0)
  }

  async function onChange(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = e.target.name as FieldName
    const next = { ...values, [field]: e.target.value }
    setValues(next)
    if (!errors[field]) return
    // Once a field shows an error, clear it as soon as the field is valid.
    try {
      await contactSchema.validateAt(field, next)
      setErrors((prev) => ({ ...prev, [field]: undefined }))
    } catch { /* still invalid: keep the message */ }
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (sending) return
    const website = (e.currentTarget.elements.namedItem('website') as HTMLInputElement).value
    let message: ContactMessage
    try {
      message = await contactSchema.validate(values, { abortEarly: false })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const errs: Errors = {}
      for (const inner of error.inner) if (inner.path && !errs[inner.path as FieldName]) errs[inner.path as FieldName] = inner.message
      setErrors(errs)
      focusFirstError(errs)
      return
    }
    setErrors({})
    setFormError('')
    setSending(true)
    const content = JSON.stringify(message)
    const key = lastFailed.current && lastFailed.current.content !== content ? newIdempotencyKey() : idempotencyKey
    setIdempotencyKey(key)
    try {
      await sendContactMessage({ ...message, website, fillMs: Math.round(performance.now() - begunAt.current), idempotencyKey: key })
      lastFailed.current = null
      setValues(empty)
      setIdempotencyKey(newIdempotencyKey())
      begunAt.current = performance.now()
      toast(contactForm.success)
    } catch (error) {
      lastFailed.current = { key, content }
      console.error(error)
      if (error instanceof ContactSendError && Object.keys(error.fieldErrors).length) {
        setErrors(error.fieldErrors)
        focusFirstError(error.fieldErrors)
      }
      toast({ ...contactForm.failure, variant: 'destructive' })
    } finally {
      setSending(false)
    }
  }

  const input = (f: Exclude<FieldName, 'message'>, type: string) => (
    <input
      id={id(f)}
      name={f}
      type={type}
      value={values[f]}
      onChange={(e) => void onChange(e)}
      required
      maxLength={contactLimits[f]}
      placeholder={contactForm.fields[f].placeholder}
      autoComplete={contactForm.fields[f].autoComplete}
      aria-invalid={errors[f] ? true : undefined}
      aria-describedby={errorId(f)}
    />
  )

  const field = (f: FieldName, control: React.ReactNode, wide = false) => (
    <Field $wide={wide} $invalid={Boolean(errors[f])}>
      <label htmlFor={id(f)}>{contactForm.fields[f].label}</label>
      {control}
      <FieldError id={errorId(f)} data-error-for={f} aria-live="polite">{errors[f] ?? ''}</FieldError>
    </Field>
  )

  return (
    <>
      <Form id={formId} ref={formRef} method="post" action="/api/contact" onSubmit={(e) => void onSubmit(e)} aria-busy={sending}>
        <Note>{contactForm.requiredNote}</Note>
        <FormError id="contact-form-error" data-error-for="form" role="alert">{formError}</FormError>
        <Grid>
          {field('name', input('name', 'text'))}
          {field('email', input('email', 'email'))}
          {field('company', input('company', 'text'), true)}
          {field(
            'message',
            <textarea
              id={id('message')}
              name="message"
              rows={contactForm.messageRows}
              value={values.message}
              onChange={(e) => void onChange(e)}
              required
              maxLength={contactLimits.message}
              placeholder={contactForm.fields.message.placeholder}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errorId('message')}
            />,
            true,
          )}
        </Grid>
        <Honeypot aria-hidden="true">
          <label>
            {contactForm.honeypotLabel}
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </Honeypot>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <Actions>
          <Submit type="submit" disabled={sending} $variant="primary">
            {sending ? contactForm.sending : contactForm.submit} <Send size={18} aria-hidden />
          </Submit>
          <small>
            {contactForm.privacyNote} <a href={contactForm.privacyLink.href}>{contactForm.privacyLink.label}</a>
          </small>
        </Actions>
      </Form>
      <Toaster />
    </>
  )
}
