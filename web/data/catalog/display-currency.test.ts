import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../../tests/memory-storage'

beforeEach(() => {
  vi.resetModules()
  vi.stubGlobal('localStorage', memoryStorage())
})
afterEach(() => vi.unstubAllGlobals())

const load = () => import('./display-currency')

describe('display currency preference', () => {
  it('is USD when nothing, or something unknown, is stored', async () => {
    const prefs = await load()
    expect(prefs.readDisplayCurrency()).toBe('USD')
    localStorage.setItem(prefs.DISPLAY_CURRENCY_KEY, 'JPY')
    expect(prefs.readDisplayCurrency()).toBe('USD')
  })
  it('keeps a chosen currency on this device; choosing USD again removes the entry', async () => {
    const prefs = await load()
    prefs.saveDisplayCurrency('GBP')
    expect(prefs.readDisplayCurrency()).toBe('GBP')
    expect(localStorage.getItem(prefs.DISPLAY_CURRENCY_KEY)).toBe('GBP')
    prefs.saveDisplayCurrency('USD')
    expect(localStorage.getItem(prefs.DISPLAY_CURRENCY_KEY)).toBeNull()
  })
})
