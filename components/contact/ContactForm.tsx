import { Send } from 'lucide-react'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { ValidationError } from 'yup'
import { styled } from 'styled-components'
import { contactForm } from '../../content/contactForm'
import { contactFields, contactLimits, contactSchema, type ContactMessage } from '../../content/schemas/contact'
import { toast } from '../../stores/useToastStore'
import { Toaster } from '../toast/Toaster'
import { newIdempotencyKey } from './newIdempotencyKey'
import { ContactSendError, sendContactMessage } from './sendContactMessage'
import { media } from '../../renderer/theme'
import { type ButtonLook, buttonStyles } from '../Button'
import { FormAlert } from '../FormAlert'
import { HoneypotField } from '../HoneypotField'

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
    } catch {
      /* still invalid: keep the message */
    }
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
      for (const inner of error.inner)
        if (inner.path && !errs[inner.path as FieldName]) errs[inner.path as FieldName] = inner.message
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
      await sendContactMessage({
        ...message,
        website,
        fillMs: Math.round(performance.now() - begunAt.current),
        idempotencyKey: key,
      })
      lastFailed.current = null
      setValues(empty)
      setIdempotencyKey(newIdempotencyKey())
      begunAt.current = performance.now()
      toast(contactForm.success)
    } catch (error) {
      lastFailed.current = { key, content }
      console.error(error)
      // Why, in the form's own alert, where it stays until the next send (the toast goes after a while).
      setFormError(error instanceof ContactSendError ? error.reason : contactForm.failure.description)
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
      <FieldError id={errorId(f)} data-error-for={f} aria-live="polite">
        {errors[f] ?? ''}
      </FieldError>
    </Field>
  )

  return (
    <>
      <Form
        id={formId}
        ref={formRef}
        method="post"
        action="/api/contact"
        onSubmit={(e) => void onSubmit(e)}
        aria-busy={sending}
      >
        <Note>{contactForm.requiredNote}</Note>
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
        <HoneypotField label={contactForm.honeypotLabel} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {/* Why a send failed, just above Send: where the visitor looks after pressing it, on a phone too. */}
        <FormError id="contact-form-error" data-error-for="form" role="alert">
          {formError}
        </FormError>
        <Actions>
          {/* aria-disabled, not disabled, while sending: a disabled button loses focus, and the visitor with it. */}
          <Submit type="submit" aria-disabled={sending || undefined} $variant="primary" $size="large">
            {sending ? contactForm.sending : contactForm.submit} <Send size={18} aria-hidden />
          </Submit>
          <small>
            {contactForm.privacyNote} <a href={contactForm.privacyLink.href}>{contactForm.privacyLink.label}</a>
          </small>
        </Actions>
      </Form>
      <Toaster labels={contactForm.toasts} />
    </>
  )
}

const Form = styled.form`
  padding: ${(p) => p.theme.space[6]};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.line};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.md};
  color: ${(p) => p.theme.colors.text};
  ${media.md} {
    padding: ${(p) => p.theme.space[8]};
  }
`

const Note = styled.p`
  margin: 0 0 ${(p) => p.theme.space[5]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.muted};
`

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[5]};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

const Field = styled.div<{ $wide: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  ${media.sm} {
    grid-column: ${(p) => (p.$wide ? '1 / -1' : 'auto')};
  }
  label {
    margin-bottom: ${(p) => p.theme.space[1]};
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.ink};
  }
  input,
  textarea {
    width: 100%;
    padding: ${(p) => p.theme.space[3]} ${(p) => p.theme.space[4]};
    border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.line)};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => (p.$invalid ? p.theme.colors.dangerSoft : p.theme.colors.surfaceAlt)};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    transition:
      border-color ${(p) => p.theme.motion.fast},
      background ${(p) => p.theme.motion.fast};
  }
  input::placeholder,
  textarea::placeholder {
    color: ${(p) => p.theme.colors.subtle};
  }
  input:focus,
  textarea:focus {
    outline: none;
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.surface};
    box-shadow: 0 0 0 3px ${(p) => p.theme.colors.primarySoft};
  }
  textarea {
    resize: vertical;
    min-height: 7.5rem;
  }
`

/** Always in the DOM (the no-JS contract's error slot); takes a line even when empty, so messages cause no shift. */
const FieldError = styled.p`
  min-height: 1.5em;
  margin: ${(p) => p.theme.space[1]} 0 ${(p) => p.theme.space[1]};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.danger};
`

/** Why the whole form failed (too many messages, not saved, no answer…), with or without JavaScript; no room when empty. */
const FormError = styled(FormAlert)`
  margin-top: ${(p) => p.theme.space[4]};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[4]};
  margin-top: ${(p) => p.theme.space[3]};
  small {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`

const Submit = styled.button<ButtonLook>`
  ${buttonStyles}
`
