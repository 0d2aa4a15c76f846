// Password hashing with scrypt from node:crypto at OWASP's parameters (N=2^17, r=8, p=1). The stored
// string carries its own parameters, so the cost can rise later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

export async function hashPassword(password: string, N = 2 ** 17): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N, 8, 1)
  return `scrypt$${N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A hash that never matches, to spend the same time on unknown usernames as on known ones. */
export const DUMMY_HASH = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='

/** DUMMY_HASH at the cost real hashes are made with, so an unknown user costs as much as a known one. */
export const dummyHashFor = (N: number) => DUMMY_HASH.replace(/^scrypt\$\d+\$/, () => `scrypt$${N}$`)
