// The sync lock gives the Web Lock up when the page is hidden, even while its round still runs (WebKit
// freezes such a page in its back-forward cache: docs/engines.md), and the caller still gets the
// round's own outcome.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withSyncLock } from './sync-lock'

/** A one-name Web Locks stand-in (Node has none): requests run one after another. */
function fakeLocks() {
  let tail = Promise.resolve()
  return {
    request: (_name: string, callback: () => Promise<unknown>) => {
      const run = tail.then(callback)
      tail = run.then(() => undefined, () => undefined)
      return run
    },
  }
}

const later = () => {
  let resolve!: (v: string) => void
  return { promise: new Promise<string>((r) => (resolve = r)), resolve }
}

afterEach(() => vi.unstubAllGlobals())

describe('withSyncLock', () => {
  it('holds the lock for the whole round, one round at a time', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() })
    vi.stubGlobal('window', new EventTarget())
    const first = later()
    const order: string[] = []
    const a = withSyncLock('vetted-sync', async () => (order.push('a starts'), await first.promise))
    const b = withSyncLock('vetted-sync', async () => (order.push('b starts'), 'b'))
    await new Promise((r) => setTimeout(r, 10))
    expect(order).toEqual(['a starts'])
    first.resolve('a')
    expect(await a).toBe('a')
    expect(await b).toBe('b')
    expect(order).toEqual(['a starts', 'b starts'])
  })

  it('a hidden page lets the next round in while its own still runs, and still returns its outcome', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() })
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    const first = later()
    const a = withSyncLock('vetted-sync', () => first.promise)
    const b = withSyncLock('vetted-sync', async () => 'b ran')
    await new Promise((r) => setTimeout(r, 10))
    page.dispatchEvent(new Event('pagehide'))
    expect(await b).toBe('b ran') // before a's round ended
    first.resolve('a')
    expect(await a).toBe('a')
  })

  it('runs the round without a lock where the browser has no Web Locks', async () => {
    vi.stubGlobal('navigator', {})
    expect(await withSyncLock('vetted-sync', async () => 'ran')).toBe('ran')
  })
})
