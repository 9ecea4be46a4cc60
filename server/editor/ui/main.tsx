import { Keystatic } from '@keystatic/core/ui'
import { createRoot } from 'react-dom/client'
import { editorConfig } from '../config'

// The editor's page on the operators' listener: Keystatic's own app, reading and writing content/ through
// /api/keystatic (server/editor/routes.ts). Every request that changes something carries the session's anti-forgery
// token, which the page is served with.
const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? ''
const send = window.fetch.bind(window)
window.fetch = (input, init = {}) => {
  const method = (init.method ?? 'GET').toUpperCase()
  if (method === 'GET' || method === 'HEAD') return send(input, init)
  const headers = new Headers(init.headers)
  headers.set('x-csrf-token', token)
  return send(input, { ...init, headers })
}

createRoot(document.getElementById('editor')!).render(<Keystatic config={editorConfig} />)
