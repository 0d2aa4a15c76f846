// SCRYPT_COST (README, "Runtime settings"): the scrypt cost new password hashes get. OWASP's 2^17 unless
// set; anything but a power of two from 2^14 to 2^20 stops the server at start with a message naming it;
// a set cost reaches the hashes registration stores, and a password hashed at another cost still signs in.
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../../api/auth/passwords'
import { ConfigError, loadConfig } from '../../api/config'
import { makeHarness, ORIGIN } from '../api/harness'

describe('SCRYPT_COST', () => {
  it('defaults to 2^17 and takes a power of two from 2^14 to 2^20', () => {
    expect(loadConfig({}).scryptCost).toBe(2 ** 17)
    expect(loadConfig({ SCRYPT_COST: '16384' }).scryptCost).toBe(16384)
    expect(loadConfig({ SCRYPT_COST: String(2 ** 20) }).scryptCost).toBe(2 ** 20)
    for (const bad of ['1024', '8192', '1000', '3072', String(2 ** 21), '0', '-1024', '2^10', 'cheap']) {
      expect(() => loadConfig({ SCRYPT_COST: bad }), bad).toThrow(ConfigError)
    }
    expect(() => loadConfig({ SCRYPT_COST: '1000' })).toThrow('SCRYPT_COST must be a power of two from 16384 to 1048576 (the default is 131072), not "1000"')
  })

  it('registration stores a hash at the set cost, and a password hashed at another cost still signs in', async () => {
    const h = await makeHarness({ scryptCost: loadConfig({ SCRYPT_COST: '32768' }).scryptCost })
    const user = { username: 'costly', email: 'costly@example.com', password: 'a-long-password-1' }
    expect((await h.anon('post', '/api/auth/register').send(user)).status).toBe(202)
    const stored = await h.db.get('SELECT password_hash AS hash FROM users WHERE username = ?', user.username) as { hash: string }
    expect(stored.hash).toMatch(/^scrypt\$32768\$8\$1\$/)

    await h.db.run('UPDATE users SET password_hash = ? WHERE username = ?', await hashPassword(user.password, 1024), user.username)
    const signIn = await h.anon('post', '/api/auth/login').set('Origin', ORIGIN).send({ username: user.username, password: user.password })
    expect(signIn.status).toBe(200)
  })
})
