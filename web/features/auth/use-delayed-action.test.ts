// After a success the auth dialog closes after 1 second (1000 ms).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CLOSE_AFTER_SUCCESS_MS, delayedAction } from './use-delayed-action'

describe('delayedAction', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits 1000 ms by default', () => {
    expect(CLOSE_AFTER_SUCCESS_MS).toBe(1000)
    const close = vi.fn()
    delayedAction(close).run()
    vi.advanceTimersByTime(999)
    expect(close).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('runs once, timed from the last call', () => {
    const close = vi.fn()
    const delayed = delayedAction(close)
    delayed.run()
    vi.advanceTimersByTime(600)
    delayed.run()
    vi.advanceTimersByTime(999)
    expect(close).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled (the form went away first)', () => {
    const close = vi.fn()
    const delayed = delayedAction(close)
    delayed.run()
    delayed.cancel()
    vi.advanceTimersByTime(5000)
    expect(close).not.toHaveBeenCalled()
  })
})
