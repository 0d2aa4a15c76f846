import { expect, test } from 'vitest'
import { createPokeDebouncer } from './poke-debounce'

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))

test('a burst of pokes leads to one pull, after the wait', async () => {
  let pulls = 0
  const debouncer = createPokeDebouncer({ delayMs: 30, readCursor: async () => 10, pull: () => pulls++ })
  for (const version of [11, 12, 13, 14, 15]) debouncer.poke(version)
  expect(pulls).toBe(0)
  await settle(80)
  expect(pulls).toBe(1)
  debouncer.poke(16) // a later poke starts a new wait
  await settle(80)
  expect(pulls).toBe(2)
})

test('pokes the device has already caught up with (its cursor is there) pull nothing', async () => {
  let pulls = 0
  let cursor = 20
  const debouncer = createPokeDebouncer({ delayMs: 10, readCursor: async () => cursor, pull: () => pulls++ })
  debouncer.poke(18)
  debouncer.poke(20)
  await settle(40)
  expect(pulls).toBe(0)
  cursor = 19
  debouncer.poke(20)
  await settle(40)
  expect(pulls).toBe(1)
})

test('cancel drops a pending pull', async () => {
  let pulls = 0
  const debouncer = createPokeDebouncer({ delayMs: 10, readCursor: async () => 0, pull: () => pulls++ })
  debouncer.poke(1)
  debouncer.cancel()
  await settle(40)
  expect(pulls).toBe(0)
})
