import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// An operator's session: a cookie naming the account, with its expiry, a random id and a MAC under a key derived from
// the server's secret and the account's password hash, so every instance that shares the secret accepts it and a new
// password ends that account's sessions. Signing out revokes the id (in the memory of the instance that answered; the
// cookie is cleared in the browser). Each session's anti-forgery token is a MAC of its id.

export const SESSION_COOKIE = 'operator_session'
export const SESSION_HOURS = 8

type Signer = { email: string; passwordHash: string }

/** True when `a` and `b` are the same text, compared in constant time. */
export const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** The sessions signed with `secret`; `now` is the clock they expire by. */
export function operatorSessions(secret: string | Buffer, now: () => number = Date.now) {
  const mac = (key: string | Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url')
  const keyOf = (passwordHash: string) => createHmac('sha256', secret).update(`session\0${passwordHash}`).digest()
  const revoked = new Map<string, number>()
  /** The cookie's parts, whatever they are worth. */
  const parse = (value: string | undefined) => {
    const [who, expires, id, given] = (value ?? '').split('.')
    if (!who || !expires || !id || !given) return undefined
    return { email: Buffer.from(who, 'base64url').toString(), body: `${who}.${expires}.${id}`, expires, id, given }
  }
  return {
    /** A new session's cookie value for `account`. */
    open(account: Signer) {
      const body = `${Buffer.from(account.email).toString('base64url')}.${now() + SESSION_HOURS * 3_600_000}.${randomBytes(16).toString('base64url')}`
      return `${body}.${mac(keyOf(account.passwordHash), body)}`
    },
    /** The e-mail address the cookie claims, before anything is checked: which account to look up. */
    claimed: (value: string | undefined) => parse(value)?.email,
    /** The session's id when the value is a session of `account`'s, not expired nor closed. */
    check(value: string | undefined, account: Signer | undefined) {
      const s = parse(value)
      if (!s || !account || s.email !== account.email) return undefined
      const valid =
        sameText(s.given, mac(keyOf(account.passwordHash), s.body)) && Number(s.expires) > now() && !revoked.has(s.id)
      return valid ? s.id : undefined
    },
    /** Ends the session (checked first by the caller). */
    close(value: string | undefined) {
      const s = parse(value)
      if (!s) return
      revoked.set(s.id, Number(s.expires))
      for (const [other, until] of revoked) if (until <= now()) revoked.delete(other)
    },
    /** The session's anti-forgery token, for its forms and its scripts' x-csrf-token header. */
    csrfToken: (id: string) => mac(secret, `csrf\0${id}`),
  }
}
