import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// The dashboard's login session: a cookie holding its expiry, a random id and a MAC under a key derived from the
// password's hash, so every instance accepts it and a new password ends every session. Logging out revokes the id
// (in the memory of the instance that answered; the cookie is cleared in the browser).

export const SESSION_COOKIE = 'analytics_session'
export const SESSION_HOURS = 8

export function sessions(passwordHash: string) {
  const key = createHmac('sha256', 'analytics dashboard session').update(passwordHash).digest()
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url')
  const revoked = new Map<string, number>()
  return {
    /** A new session's cookie value. */
    open(now = Date.now()) {
      const body = `${now + SESSION_HOURS * 3_600_000}.${randomBytes(16).toString('base64url')}`
      return `${body}.${mac(body)}`
    },
    /** True when the value is a session of ours, not expired nor closed. */
    valid(value: string | undefined, now = Date.now()) {
      const [expires, id, given] = (value ?? '').split('.')
      if (!expires || !id || !given) return false
      const expected = Buffer.from(mac(`${expires}.${id}`))
      const got = Buffer.from(given)
      return (
        got.length === expected.length && timingSafeEqual(got, expected) && Number(expires) > now && !revoked.has(id)
      )
    },
    close(value: string | undefined, now = Date.now()) {
      const [expires, id] = (value ?? '').split('.')
      if (!id || !this.valid(value, now)) return
      revoked.set(id, Number(expires))
      for (const [other, until] of revoked) if (until <= now) revoked.delete(other)
    },
  }
}
