import { afterEach, describe, expect, it, vi } from 'vitest'
import { requestPersistentStorage } from './persistent-storage'

function stubBrowser(persistAnswer: boolean) {
  const store = new Map<string, string>()
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) })
  const persist = vi.fn(async () => persistAnswer)
  vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist } })
  return persist
}

afterEach(() => vi.unstubAllGlobals())

describe('requestPersistentStorage', () => {
  it('says "refused" once, on the call that asked, so the person is told once', async () => {
    const persist = stubBrowser(false)
    expect(await requestPersistentStorage()).toBe('refused')
    expect(await requestPersistentStorage()).toBe('asked-before')
    expect(persist).toHaveBeenCalledTimes(1)
  })
  it('says "granted" when the browser keeps the storage', async () => {
    stubBrowser(true)
    expect(await requestPersistentStorage()).toBe('granted')
  })
})
