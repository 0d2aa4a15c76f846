// A few accounts cannot take every live stream (docs/security.md, "Abuse"): streams are capped per
// session, and also per account, whichever sessions they come from, so filling the server's cap takes
// many accounts, not a few accounts with many sessions each.
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../api/auth/sessions'
import { loadConfig } from '../../api/config'
import { makeHarness, type Harness } from '../api/harness'
import { openLiveStream, type LiveStream } from '../api/live-stream'

let h: Harness
let base: string
const open: LiveStream[] = []
const stream = async (cookie?: string) => {
  const s = await openLiveStream(base, { cookie })
  open.push(s)
  return s
}
const newSession = async (userId: number) => `vetted_session=${(await createSession(h.db, h.config, userId)).token}`

beforeAll(async () => {
  h = await makeHarness({ live: { maxConnections: 100, maxPerSession: 2, maxPerAccount: 3, maxPerAddress: 100, heartbeatMs: 25_000 } })
  const server = h.app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  afterAll(() => {
    for (const s of open) s.close()
    server.closeAllConnections()
    server.close()
  })
})

describe('live streams per account', () => {
  it('one account\'s sessions together hold at most maxPerAccount streams; other accounts are not affected', async () => {
    const sessions = [await newSession(h.ids.member), await newSession(h.ids.member), await newSession(h.ids.member)]
    const held = [await stream(sessions[0]), await stream(sessions[0]), await stream(sessions[1])]
    expect(held.map((s) => s.status)).toEqual([200, 200, 200])

    const refused = await stream(sessions[2]) // a new session of the same account: its own cap is not reached
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBe('60')
    await refused.until((x) => x.ended, 'the refusal')
    expect(JSON.parse(refused.text()).message).toMatch(/Too many live connections/)

    expect((await stream(h.cookies.admin)).status).toBe(200)
    expect((await stream()).status).toBe(200) // a visitor without a session

    held[0].close() // a closed stream frees its place
    await expect.poll(async () => {
      const again = await stream(sessions[2])
      return again.status
    }).toBe(200)
  })

  it('LIVE_MAX_PER_ACCOUNT sets the cap (default 10), and a bad value stops the server at start', () => {
    expect(loadConfig({ LIVE_MAX_PER_ACCOUNT: '4' }).live.maxPerAccount).toBe(4)
    expect(loadConfig({}).live.maxPerAccount).toBe(10)
    expect(() => loadConfig({ LIVE_MAX_PER_ACCOUNT: 'many' })).toThrow('LIVE_MAX_PER_ACCOUNT must be a whole number of 1 or more, not "many"')
  })
})
