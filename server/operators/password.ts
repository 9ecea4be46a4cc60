import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// The operators' passwords are kept as scrypt hashes (each account's in the accounts file, made by `npm run operators`;
// the old shared ANALYTICS_PASSWORD_HASH by `npm run analytics -- hash-password`): `scrypt$N$r$p$salt$hash`, salt and
// hash in base64. Node's own scrypt: no dependency.

const COST = { N: 2 ** 15, r: 8, p: 1 }
const KEY_BYTES = 32

const derive = (password: string, salt: Buffer, o: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_BYTES, { ...o, maxmem: 256 * o.N * o.r } satisfies ScryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

/** The stored form of `password` (an account's passwordHash, ANALYTICS_PASSWORD_HASH), with a fresh random salt. */
export async function hashPassword(password: string) {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

/** True when `password` is the one `stored` was made from; compared in constant time. */
export async function passwordMatches(password: string, stored: string) {
  const [scheme, N, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}
