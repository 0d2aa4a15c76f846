import { describe, expect, it } from 'vitest'
import { evictsWhenIdle, isWebKit } from './storage-eviction'

const UA = {
  safariIpad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIos: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  webkitGtk: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15',
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0',
}

describe('WebKit storage eviction', () => {
  it('knows WebKit, including every browser on iOS, from Chromium and Firefox', () => {
    expect([UA.safariIpad, UA.chromeIos, UA.safariMac, UA.webkitGtk].map(isWebKit)).toEqual([true, true, true, true])
    expect([UA.chromeLinux, UA.edge, UA.chromeAndroid, UA.firefox].map(isWebKit)).toEqual([false, false, false, false])
  })

  it('warns in the browser, not in the app added to the Home Screen', () => {
    expect(evictsWhenIdle(UA.safariIpad, false)).toBe(true)
    expect(evictsWhenIdle(UA.safariIpad, true)).toBe(false)
    expect(evictsWhenIdle(UA.chromeLinux, false)).toBe(false)
  })
})
