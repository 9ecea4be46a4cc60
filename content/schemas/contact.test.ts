import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { contactSchema } from './contact'

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'Please call me about Fr8lens.',
}

async function errorsOf(input: Record<string, string>) {
  try {
    await contactSchema.validate(input, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((e) => [e.path, e.message]))
  }
}

describe('the contact schema', () => {
  it('accepts a complete message', async () => {
    expect(await errorsOf(valid)).toEqual({})
  })

  it('gives its own message for every empty field', async () => {
    expect(await errorsOf({ name: '', email: '', company: '', message: '' })).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      company: 'Company must be at least 2 characters.',
      message: 'Message must be at least 10 characters.',
    })
  })

  it('applies the minimums 2, 2 and 10 after trimming', async () => {
    expect(await errorsOf({ ...valid, name: ' A ', company: 'B', message: '  too short  ' })).toEqual({
      name: 'Name must be at least 2 characters.',
      company: 'Company must be at least 2 characters.',
      message: 'Message must be at least 10 characters.',
    })
    expect(await errorsOf({ ...valid, name: 'Al', company: 'Co', message: '0123456789' })).toEqual({})
  })

  it('rejects an address that is not an e-mail', async () => {
    expect(await errorsOf({ ...valid, email: 'ada-at-example' })).toEqual({
      email: 'Please enter a valid email address.',
    })
  })
})

describe('control characters', () => {
  it.each([
    ['ESC (clears a terminal)', '\u001b[2J'],
    ['BEL', '\u0007'],
    ['NUL', '\u0000'],
    ['DEL', '\u007f'],
    ['a C1 control (CSI)', '\u009b'],
    ['a right-to-left override', '\u202e'],
    ['a bidi isolate', '\u2066'],
  ])('refuses %s in every field, each with the field’s own message', async (_, c) => {
    expect(
      await errorsOf({
        name: `Ada${c} Lovelace`,
        email: `ada${c}@example.com`,
        company: `Engines${c} Ltd`,
        message: `Please call ${c}me about Fr8lens.`,
      }),
    ).toEqual({
      name: 'Name must not contain invisible control characters.',
      email: 'Please enter a valid email address.',
      company: 'Company must not contain invisible control characters.',
      message: 'Message must not contain invisible control characters (line breaks and tabs are fine).',
    })
  })

  it('allows line breaks and tabs in the message only', async () => {
    expect(await errorsOf({ ...valid, message: 'Line one\r\nLine two\n\tindented' })).toEqual({})
    expect(await errorsOf({ ...valid, name: 'Ada\tLovelace', company: 'Analytical\nEngines' })).toEqual({
      name: 'Name must not contain invisible control characters.',
      company: 'Company must not contain invisible control characters.',
    })
  })

  it('keeps letters of every script, emoji and the marks right-to-left writing needs', async () => {
    expect(
      await errorsOf({
        ...valid,
        name: 'Zoë 李 أحمد',
        company: 'Société Générale 🚢',
        message: 'مرحبا \u200f(RLM) and \u200e(LRM) are fine.',
      }),
    ).toEqual({})
  })
})
