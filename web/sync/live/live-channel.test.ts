// The live channel follows the person signed in: a stream belongs to the session it was opened with,
// so when the signed-in identity changes the leading tab opens a new one, whose cookie speaks for the
// new person (docs/sync.md, "Live pokes"). The browser's EventSource and Web Locks are stood in for
// here; tests/e2e/live-updates.spec.ts shows the same in a real browser.
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { SessionUser } from '../base/session'

class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static made: FakeEventSource[] = []
  readyState = FakeEventSource.CONNECTING
  constructor(readonly url: string) {
    super()
    FakeEventSource.made.push(this)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
}

const streams = () => FakeEventSource.made
const openStreams = () => streams().filter((s) => s.readyState !== FakeEventSource.CLOSED)

beforeAll(() => {
  const storage = new Map<string, string>()
  // One tab: the lock is granted at once and held until its callback's promise settles.
  const locks = { request: (_name: string, _options: unknown, granted: () => unknown) => Promise.resolve().then(granted) }
  vi.stubGlobal('navigator', { onLine: true, locks })
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  })
  vi.stubGlobal('window', new EventTarget())
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible', cookie: '' }))
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterAll(() => vi.unstubAllGlobals())

test('the leading tab opens its stream again when the person signed in changes: signing in, a new role, signing out', async () => {
  const { startLiveChannel } = await import('./live-channel')
  const { useSession } = await import('../base/session')
  const signedIn = (user: SessionUser | null) => useSession.setState({ user, known: true, checkedAt: Date.now() })
  const member: SessionUser = { id: 7, username: 'buyer', email: 'buyer@example.com', firstName: null, lastName: null, role: 'user' }

  const stop = startLiveChannel(() => undefined)
  await vi.waitFor(() => expect(streams()).toHaveLength(1)) // opened as a visitor

  signedIn(member)
  await vi.waitFor(() => expect(streams()).toHaveLength(2))
  expect(openStreams()).toEqual([streams()[1]])

  signedIn({ ...member }) // the session check answered the same person again: the stream stays
  signedIn({ ...member, role: 'admin' }) // promoted: admins hear of users and drafts
  await vi.waitFor(() => expect(streams()).toHaveLength(3))
  expect(openStreams()).toEqual([streams()[2]])

  signedIn(null)
  await vi.waitFor(() => expect(streams()).toHaveLength(4))
  expect(openStreams()).toEqual([streams()[3]])

  stop()
  expect(openStreams()).toEqual([])
  signedIn(member) // a stopped channel opens nothing
  await new Promise((r) => setTimeout(r, 20))
  expect(streams()).toHaveLength(4)
})
