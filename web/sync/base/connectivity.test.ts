import { afterEach, describe, expect, it, vi } from 'vitest'
import { markReachable, markUnreachable } from './connectivity'
import { useSyncStatus } from './status-store'

afterEach(() => vi.unstubAllGlobals())

describe('connectivity', () => {
  it('an answer marks the server reachable while the browser is online', () => {
    vi.stubGlobal('navigator', { onLine: true })
    markUnreachable()
    markReachable()
    expect(useSyncStatus.getState().online).toBe(true)
  })

  it('a late answer after the browser went offline leaves the app offline', () => {
    vi.stubGlobal('navigator', { onLine: false })
    useSyncStatus.setState({ online: false }) // the browser's 'offline' event
    markReachable() // the answer to a request sent before the connection went
    expect(useSyncStatus.getState().online).toBe(false)
  })
})
