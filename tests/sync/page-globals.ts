// The few browser globals the sync engine reads, for tests that run it in node: an online navigator
// without Web Locks (rounds run without one), a memory localStorage, and a page location that msw
// resolves the engine's relative API paths against. Call before importing web code.
import { afterAll, vi } from 'vitest'

export function stubPageGlobals(): void {
  const storage = new Map<string, string>()
  vi.stubGlobal('navigator', { onLine: true })
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  })
  vi.stubGlobal('location', new URL('http://vetted.test/'))
  afterAll(() => vi.unstubAllGlobals())
}
