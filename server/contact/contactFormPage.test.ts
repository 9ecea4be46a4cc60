import { describe, expect, it } from 'vitest'
import { contactFormPage, fallbackFormPage } from './contactFormPage'

// The form as the contract between the home page and the server describes it (React's server output).
const page = `<main><form method="post" action="/api/contact" novalidate="">
<label for="contact-name">Name</label><input id="contact-name" name="name" type="text" aria-describedby="contact-name-error" value=""/>
<p id="contact-name-error" data-error-for="name" class="sc-x"></p>
<label for="contact-email">Email</label><input id="contact-email" name="email" type="email" aria-describedby="contact-email-error"/>
<p id="contact-email-error" data-error-for="email"></p>
<input id="contact-company" name="company" type="text"/><p id="contact-company-error" data-error-for="company"></p>
<textarea id="contact-message" name="message" rows="4" aria-describedby="contact-message-error"></textarea>
<p id="contact-message-error" data-error-for="message"></p>
<div aria-hidden="true"><input name="website" tabindex="-1" autocomplete="off" value=""/></div>
<p id="contact-form-error" data-error-for="form" role="alert"></p>
<input type="hidden" name="idempotencyKey" value=""/>
<button type="submit">Send Message</button></form></main>`

describe('the contact page with the visitor’s values and the errors', () => {
  const html = contactFormPage(
    page,
    {
      name: 'Ada "the" <Countess>',
      email: 'ada@',
      company: 'AE',
      message: 'Hi & bye',
      idempotencyKey: 'k-123',
      website: 'spam',
    },
    { email: 'Please enter a valid email address.', message: 'Message must be at least 10 characters.' },
  )

  it('puts the values back, escaped', () => {
    expect(html).toContain('<input value="Ada &#34;the&#34; &#60;Countess&#62;" id="contact-name" name="name"')
    expect(html).toContain('<input value="ada@" aria-invalid="true" id="contact-email" name="email"')
    expect(html).toContain('<input value="AE" id="contact-company"')
    expect(html).toMatch(
      /<textarea id="contact-message" name="message" rows="4" aria-describedby="contact-message-error" aria-invalid="true">\nHi &#38; bye<\/textarea>/,
    )
    expect(html).toContain('<input value="k-123" type="hidden" name="idempotencyKey"/>')
  })

  it('never refills the honeypot', () => {
    expect(html).toContain('<input name="website" tabindex="-1" autocomplete="off" value=""/>')
  })

  it('writes each message into its slot and leaves the others empty', () => {
    expect(html).toContain('<p id="contact-email-error" data-error-for="email">Please enter a valid email address.</p>')
    expect(html).toContain(
      '<p id="contact-message-error" data-error-for="message">Message must be at least 10 characters.</p>',
    )
    expect(html).toContain('<p id="contact-name-error" data-error-for="name" class="sc-x"></p>')
    expect(html.match(/aria-invalid/g)).toHaveLength(2)
  })
})

describe('values with replacement patterns', () => {
  it("come back literally: $&, $$, $1, $` and $' are text, not patterns", () => {
    const values = {
      name: 'Money$&More',
      email: 'a$$b@example.com',
      company: "Cash $1 $` $' Ltd",
      message: 'Costs $$5 and $& more <b>"quoted"</b>',
      idempotencyKey: 'k-$&',
    }
    const html = contactFormPage(page, values, { form: 'Too many messages from your address. Please try again later.' })
    expect(html).toContain('<input value="Money$&#38;More" id="contact-name"')
    expect(html).toContain('<input value="a$$b@example.com" id="contact-email"')
    expect(html).toContain('<input value="Cash $1 $` $&#39; Ltd" id="contact-company"')
    expect(html).toContain('>\nCosts $$5 and $&#38; more &#60;b&#62;&#34;quoted&#34;&#60;/b&#62;</textarea>')
    expect(html).toContain('<input value="k-$&#38;" type="hidden" name="idempotencyKey"/>')
    expect(html).toContain(
      '<p id="contact-form-error" data-error-for="form" role="alert">Too many messages from your address. Please try again later.</p>',
    )
  })
})

describe('the fallback page', () => {
  it('lists the messages and links back to the form', () => {
    const html = fallbackFormPage({ name: 'Name must be at least 2 characters.' })
    expect(html).toContain('<li>Name must be at least 2 characters.</li>')
    expect(html).toContain('href="/#contact"')
  })
})
