import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../../tests/memory-storage'

beforeEach(() => {
  vi.resetModules()
  vi.stubGlobal('localStorage', memoryStorage())
})
afterEach(() => vi.unstubAllGlobals())

const load = () => import('./preferences')

describe('start page preference', () => {
  it('is Home when nothing or something unreadable is stored', async () => {
    const prefs = await load()
    expect(prefs.readStartPage()).toEqual({ kind: 'home' })
    localStorage.setItem(prefs.START_PAGE_KEY, '{not json')
    expect(prefs.readStartPage()).toEqual({ kind: 'home' })
    localStorage.setItem(prefs.START_PAGE_KEY, JSON.stringify({ kind: 'vendor', slug: '' }))
    expect(prefs.readStartPage()).toEqual({ kind: 'home' })
  })

  it('saves and reads each start page, and saving Home removes the entry', async () => {
    const prefs = await load()
    prefs.saveStartPage({ kind: 'vendor', slug: 'northgate-sentinel', name: 'Northgate Sentinel' })
    expect(prefs.readStartPage()).toEqual({ kind: 'vendor', slug: 'northgate-sentinel', name: 'Northgate Sentinel' })
    expect(prefs.startPagePath(prefs.readStartPage())).toBe('/vendors/northgate-sentinel')
    prefs.saveStartPage({ kind: 'evaluation-center' })
    expect(prefs.startPagePath(prefs.readStartPage())).toBe('/evaluation-center')
    prefs.saveStartPage({ kind: 'marketplace' })
    expect(prefs.startPagePath(prefs.readStartPage())).toBe('/marketplace')
    prefs.saveStartPage({ kind: 'home' })
    expect(localStorage.getItem(prefs.START_PAGE_KEY)).toBeNull()
    expect(prefs.startPagePath(prefs.readStartPage())).toBeNull()
  })

  it('redirects only the app start, and only its first entry', async () => {
    const prefs = await load()
    prefs.saveStartPage({ kind: 'marketplace' })
    expect(prefs.startRedirect(false)).toBeNull() // the app opened elsewhere; Home reached through a link
    expect(prefs.startRedirect(true)).toBe('/marketplace')
    prefs.markAppStartHandled()
    expect(prefs.startRedirect(true)).toBeNull() // later visits to Home stay on Home
  })
})
