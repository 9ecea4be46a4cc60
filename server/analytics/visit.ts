import type { FastifyRequest } from 'fastify'
import { isbot } from 'isbot'

// What the counting reads from a request, and nothing more: whether a person asked for the page, the kind of device,
// the referring site's host, the landing page's three utm_ parameters. Nothing here is stored as it comes: every text is
// cut short and cleared of anything shaped like an e-mail address or a long number.

export type Device = 'phone' | 'tablet' | 'desktop'

/** The longest page address, host or campaign word kept; longer ones are cut. */
const MAX_TEXT = 200

/** Shaped like an e-mail address, or a run of 6 or more digits (a phone, an account, a card), spaces and dashes between. */
const PERSONAL = /[^\s@]+@[^\s@]+\.[^\s@]+|\d(?:[\s\-./()]*\d){5,}/

/** True when the text may name or reach a person (an e-mail address, a phone or account number). */
export const looksPersonal = (text: string) => PERSONAL.test(text)

/** The text, or '' when it looks personal; cut to MAX_TEXT characters. */
function scrub(text: string) {
  const cut = text.slice(0, MAX_TEXT)
  return looksPersonal(cut) ? '' : cut
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/**
 * A request a person made to read the page: not a crawler (isbot's maintained list; no user agent at all counts as one),
 * not a prefetch or prerender the browser made on a guess (Sec-Purpose, Purpose, X-Purpose, X-Moz), not a link preview.
 */
export function isPersonReading(request: FastifyRequest) {
  const agent = header(request, 'user-agent')
  if (!agent || agentOf(agent).bot) return false
  return !PURPOSE_HEADERS.some((name) => GUESS.test(header(request, name)))
}

/** Where browsers say a request is a guess, and the words they say it with. */
const PURPOSE_HEADERS = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz']
const GUESS = /prefetch|prerender|preview/i

/** The visitor asked not to be tracked: counted as a view, never as a visitor. */
export const optedOut = (request: FastifyRequest) =>
  header(request, 'sec-gpc').trim() === '1' || header(request, 'dnt').trim() === '1'

/** Phone, tablet or desktop: the browser's own word when it sends one (Sec-CH-UA-Mobile), else a small rule on its name. */
export function deviceOf(request: FastifyRequest): Device {
  if (header(request, 'sec-ch-ua-mobile') === '?1') return 'phone'
  return agentOf(header(request, 'user-agent')).device
}

function deviceOfAgent(agent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(agent)) return 'tablet'
  if (/Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini/i.test(agent)) return 'phone'
  return 'desktop'
}

/** Browsers send a few thousand distinct user agents: what each says is worked out once (at most 2,000 kept). */
const agents = new Map<string, { bot: boolean; device: Device }>()
function agentOf(agent: string) {
  let known = agents.get(agent)
  if (!known) {
    if (agents.size >= 2_000) agents.clear()
    agents.set(agent, (known = { bot: isbot(agent), device: deviceOfAgent(agent) }))
  }
  return known
}

/**
 * The referring site's host, without `www.` ('' when there is none, it is this site, or it is not a web address). Never
 * its path or query: those can name a person or a private page.
 */
export function referrerHost(request: FastifyRequest, ownHosts: Set<string>) {
  const referrer = header(request, 'referer')
  if (!referrer) return ''
  const host = hostOf(referrer)
  if (!host || ownHosts.has(host) || host === request.hostname.toLowerCase()) return ''
  return scrub(host.replace(/^www\./, ''))
}

/** A web address's host, lower case ('' when it is not one); worked out once for each of the last 2,000 addresses. */
const hosts = new Map<string, string>()
function hostOf(address: string) {
  let host = hosts.get(address)
  if (host === undefined) {
    const url = URL.canParse(address) ? new URL(address) : undefined
    host = url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.hostname.toLowerCase() : ''
    if (hosts.size >= 2_000) hosts.clear()
    hosts.set(address, host)
  }
  return host
}

/** The path of this site's page the request was sent from (Referer on this site), or ''. */
export function sentFrom(request: FastifyRequest, ownHosts: Set<string>) {
  const referrer = header(request, 'referer')
  if (!referrer || !URL.canParse(referrer)) return ''
  const url = new URL(referrer)
  const host = url.hostname.toLowerCase()
  return ownHosts.has(host) || host === request.hostname.toLowerCase() ? pagePath(url.pathname) : ''
}

export type Campaign = { source: string; medium: string; campaign: string }

/** A landing without a query string: most of them. */
const NO_CAMPAIGN: Campaign = Object.freeze({ source: '', medium: '', campaign: '' })

/** The landing page's utm_source, utm_medium and utm_campaign, lower case; no other part of the query. */
export function campaignOf(request: FastifyRequest): Campaign {
  if (!request.url.includes('?')) return NO_CAMPAIGN
  const query = request.query as Record<string, unknown> | undefined
  return { source: utm(query, 'utm_source'), medium: utm(query, 'utm_medium'), campaign: utm(query, 'utm_campaign') }
}

// At module level, as every function on a page view's path: a function made per request is renamed by tsx's loader
// (esbuild's keepNames: an Object.defineProperty each time), which was two-fifths of counting a view (profiled).
function utm(query: Record<string, unknown> | undefined, name: string) {
  const v = query?.[name]
  const text = typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : ''
  return scrub(text.trim().toLowerCase())
}

/** A page's address as the reports show it: the path only, without a trailing slash, cleared of personal shapes. */
export function pagePath(path: string) {
  let p = path.split('?')[0]!.split('#')[0]!
  try {
    p = decodeURI(p)
  } catch {
    // kept as sent
  }
  if (p.length > 1) p = p.replace(/\/+$/, '')
  return scrub(p || '/') || '(an address with personal data, not kept)'
}
