// Links, cookies, headers and logs (ASVS 5.0 V1.2 injection / redirects, V3.3 cookie setup, V3.4
// browser security headers, V16.4 log protection): a site-relative link is `/` not followed by `/` or
// `\`; the session cookie is `__Host-vetted_session` (Secure, Path=/, no Domain) when PUBLIC_URL is
// https, and keeps its plain name over http; every answer carries a Permissions-Policy; values logged
// from outside lose their control characters. (The rich-text sanitizer runs in the browser:
// tests/e2e/rich-text-sanitizer.spec.ts.) docs/security.md lists this test.
import type { Response } from 'supertest'
import { describe, expect, it } from 'vitest'
import { errorForLog, logSafe } from '../../api/log-safe'
import { SITE_PATH, imageRef, isSitePath, safeUrl } from '../../sync/schemas/common'
import { makeHarness, PASSWORDS, vendorBody } from '../api/harness'

describe('site-relative links', () => {
  const OFF_SITE = ['//evil.example', '/\\evil.example', '/\\/evil.example', '//', '/\\']
  const ON_SITE = ['/', '/vendors/acme', '/media/logo.png?x=1', '/a//b', '/a\\b']

  it('match ^/(?![/\\\\]) and nothing else', () => {
    expect(SITE_PATH.source).toBe('^\\/(?![/\\\\])')
    for (const url of OFF_SITE) expect([url, isSitePath(url)]).toEqual([url, false])
    for (const url of ON_SITE) expect([url, isSitePath(url)]).toEqual([url, true])
  })

  it('the link and image schemas refuse paths that leave the site', () => {
    for (const url of OFF_SITE) {
      expect([url, safeUrl.safeParse(url).success]).toEqual([url, false])
      expect([url, imageRef.safeParse(url).success]).toEqual([url, false])
    }
    for (const url of [...ON_SITE, 'https://example.com/x']) expect([url, safeUrl.safeParse(url).success]).toEqual([url, true])
  })

  it('the API stores no such link', async () => {
    const h = await makeHarness()
    for (const logoUrl of ['/\\evil.example/logo.png', '//evil.example/logo.png']) {
      const res = await h.admin('post', '/api/vendors').send(vendorBody({ name: `Bad ${logoUrl.length}`, logoUrl }))
      expect([logoUrl, res.status, res.body.errors?.logoUrl]).toEqual([logoUrl, 400, 'Must be an http(s) URL or a path on this site'])
    }
    expect((await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Good Path', logoUrl: '/media/logo.png' }))).status).toBe(201)
  })
})

describe('the session cookie', () => {
  const setCookie = (res: Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0] ?? ''

  it('is __Host-vetted_session, Secure, Path=/ and without Domain when the site is https', async () => {
    const h = await makeHarness({ publicUrl: 'https://market.example' })
    const res = await h.anon('post', '/api/auth/login').send({ username: 'member', password: PASSWORDS.member })
    expect(res.status).toBe(200)
    const cookie = setCookie(res)
    expect(cookie).toMatch(/^__Host-vetted_session=[\w-]{43};/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; Path=\//)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).not.toMatch(/Domain=/i)
    const pair = cookie.split(';')[0]
    expect((await h.call('get', '/api/auth/me', pair)).status).toBe(200)
    // The plain name, which another host could plant, is not read on an https site.
    expect((await h.call('get', '/api/auth/me', pair.replace('__Host-', ''))).status).toBe(401)
    const out = await h.call('post', '/api/auth/logout', pair).send({})
    expect(setCookie(out)).toMatch(/^__Host-vetted_session=;.*Secure/)
  })

  it('keeps its plain name, not Secure, over http (local use and tests)', async () => {
    const h = await makeHarness({ publicUrl: 'http://localhost:3000' })
    const cookie = setCookie(await h.anon('post', '/api/auth/login').send({ username: 'member', password: PASSWORDS.member }))
    expect(cookie).toMatch(/^vetted_session=/)
    expect(cookie).not.toMatch(/Secure/)
  })
})

describe('headers', () => {
  it('every answer carries a Permissions-Policy that turns the powerful features off', async () => {
    const h = await makeHarness()
    for (const path of ['/api/health', '/api/no-such-call', '/api/auth/me']) {
      const policy = (await h.anon('get', path)).headers['permissions-policy']
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`)
    }
  })
})

describe('the log', () => {
  it('a name with line breaks cannot forge a log line', async () => {
    const logs: string[] = []
    const h = await makeHarness({ log: (m) => logs.push(m) })
    const forged = '2026-01-01T00:00:00Z admin signed in from 10.0.0.1'
    const reg = await h.anon('post', '/api/auth/register').send({
      username: 'forger', email: 'forger@example.com', password: 'a-good-long-password', firstName: `Eve\r\n${forged}\u2028\u001b[2J`,
    })
    expect(reg.status).toBe(202)
    await h.anon('post', '/api/auth/password-reset-request').send({ email: 'forger@example.com' })
    const lines = logs.join('\n').split(/\r?\n|\r|\u2028|\u2029/)
    expect(lines.some((line) => line.startsWith(forged))).toBe(false)
    expect(lines.filter((line) => line.includes(forged)).every((line) => line.startsWith('  Hello Eve'))).toBe(true)
    expect(logs.join('')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u2028]/)
  })

  it('logSafe and errorForLog drop control characters from outside values, keep the stack', () => {
    expect(logSafe('a\nb\rc\u0000d\u001b[31me\u0085f\u2028g')).toBe('abcd[31mefg')
    const err = new Error('bad value "x\ny"')
    const logged = errorForLog(err)
    expect(logged.split('\n')[0]).toBe('Error: bad value "xy"')
    expect(logged.split('\n')[1]).toMatch(/^\s+at /)
  })
})
