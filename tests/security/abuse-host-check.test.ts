// DNS rebinding (docs/security.md, "Abuse"): a page on evil.example whose name is made to point at an
// intranet install sends `Host: evil.example` with a matching Origin, which the same-origin check
// accepts. With PUBLIC_URL set the server answers only its host, and those in ALLOWED_HOSTS.
import { beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../api/config'
import { makeHarness, type Harness } from '../api/harness'

let h: Harness
beforeAll(async () => {
  const { allowedHosts } = loadConfig({ PUBLIC_URL: 'https://vetted.example', ALLOWED_HOSTS: 'intranet.local:3000, Other.Example' })
  h = await makeHarness({ allowedHosts, allowedOrigins: ['https://vetted.example', 'http://evil.example'] })
})

const asHost = (host: string, method: 'get' | 'post', path: string) => h.call(method, path).set('Host', host)

describe('with PUBLIC_URL set', () => {
  it('another Host is refused, with a matching Origin, on API calls, writes and pages alike', async () => {
    const write = await asHost('evil.example', 'post', '/api/auth/login').set('Origin', 'http://evil.example').send({ username: 'member', password: 'x' })
    expect(write.status).toBe(421)
    expect(write.body).toEqual({ message: 'This server does not answer for this host name' })
    expect((await asHost('evil.example', 'get', '/api/vendors')).status).toBe(421)
    expect((await asHost('evil.example:3000', 'get', '/api/auth/me')).status).toBe(421)
    expect((await asHost('evil.example', 'get', '/')).status).toBe(421)
  })

  it('its own host (any letter case, the default port written or not) and the allowed ones are answered', async () => {
    for (const host of ['vetted.example', 'VETTED.example', 'vetted.example:443', 'intranet.local:3000', 'other.example']) {
      expect((await asHost(host, 'get', '/api/vendors')).status, host).toBe(200)
    }
    expect((await asHost('intranet.local', 'get', '/api/vendors')).status).toBe(421) // another port is another host
  })

  it('answers the same way each time a host comes back, in any order', async () => {
    for (const round of [1, 2]) {
      expect((await asHost('vetted.example', 'get', '/api/vendors')).status, `round ${round}`).toBe(200)
      expect((await asHost('evil.example', 'get', '/api/vendors')).status, `round ${round}`).toBe(421)
      expect((await asHost('VETTED.EXAMPLE:443', 'get', '/api/vendors')).status, `round ${round}`).toBe(200)
      expect((await asHost('vetted.example:444', 'get', '/api/vendors')).status, `round ${round}`).toBe(421)
    }
  })

  it('/api/health answers any host (load balancers call it by address)', async () => {
    expect((await asHost('10.0.0.5:3000', 'get', '/api/health')).status).toBe(200)
  })

  it('behind a trusted proxy, the forwarded host is the one checked', async () => {
    const trust = process.env.TRUST_PROXY
    process.env.TRUST_PROXY = 'true'
    try {
      const proxied = await makeHarness({ allowedHosts: h.config.allowedHosts })
      const via = (forwarded: string) => proxied.anon('get', '/api/vendors').set('Host', '127.0.0.1:3000').set('X-Forwarded-Host', forwarded)
      expect((await via('vetted.example')).status).toBe(200)
      expect((await via('evil.example')).status).toBe(421)
    } finally {
      if (trust === undefined) delete process.env.TRUST_PROXY
      else process.env.TRUST_PROXY = trust
    }
  })
})

describe('the settings', () => {
  it('without PUBLIC_URL any host is answered (a development machine); ALLOWED_HOSTS needs PUBLIC_URL', async () => {
    expect(loadConfig({}).allowedHosts).toBeNull()
    const open = await makeHarness({ allowedHosts: loadConfig({}).allowedHosts })
    expect((await open.anon('get', '/api/vendors').set('Host', 'anything.example')).status).toBe(200)
    expect(() => loadConfig({ ALLOWED_HOSTS: 'x.example' })).toThrow(ConfigError)
    expect(() => loadConfig({ PUBLIC_URL: 'https://vetted.example', ALLOWED_HOSTS: 'not a host/path' })).toThrow('ALLOWED_HOSTS')
  })
})
