import path from 'node:path'
import { expect, it } from 'vitest'
import { pageAddress } from './files'

it('names each file of dist/client by the address it is served at', () => {
  const client = path.join('dist', 'client')
  expect(pageAddress(client, path.join(client, 'index.html'))).toBe('/')
  expect(pageAddress(client, path.join(client, 'about', 'vision', 'index.html'))).toBe('/about/vision')
  expect(pageAddress(client, path.join(client, '404.html'))).toBe('/404.html')
  expect(pageAddress(client, path.join(client, 'about', '404', 'index.html'))).toBe('/about/404')
})
