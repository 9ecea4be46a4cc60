import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { contactSchema } from './contact'

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', message: 'Please call me about Fr8lens.' }

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

  it('gives the spec message for every empty field', async () => {
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
    expect(await errorsOf({ ...valid, email: 'ada-at-example' })).toEqual({ email: 'Please enter a valid email address.' })
  })
})
