import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { readConfig } from './config'

let app: Awaited<ReturnType<typeof buildApp>>
beforeAll(async () => {
  app = await buildApp(readConfig({ DATA_DIR: '/tmp/ethereal-unit' }))
})
afterAll(() => app.close())

describe('serving the pre-rendered site', () => {
  it('serves the home page as HTML that revalidates', async () => {
    const res = await app.inject('/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const res = await app.inject('/no/such/page')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('404 Page Not Found')
    expect(res.body).toContain('href="/"')
  })
})
