import { describe, expect, it } from 'vitest'
import { isIosSafari } from './ios-install-hint'

const nav = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints })

describe('isIosSafari', () => {
  it('knows Safari on an iPhone and on an iPad, old and new (iPadOS says Macintosh, with touch)', () => {
    expect(isIosSafari(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 5))).toBe(true)
    expect(isIosSafari(nav('Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1', 5))).toBe(true)
    expect(isIosSafari(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 5))).toBe(true)
  })

  it('is false for a Mac without touch, Chrome or Firefox on iOS (their own menus), and Android', () => {
    expect(isIosSafari(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 0))).toBe(false)
    expect(isIosSafari(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1', 5))).toBe(false)
    expect(isIosSafari(nav('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15', 5))).toBe(false)
    expect(isIosSafari(nav('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', 5))).toBe(false)
  })
})
