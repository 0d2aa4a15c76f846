import { expect, test } from 'vitest'
import type { Poke } from '../../../sync/protocol/live-events'
import { createPokeDebouncer } from './poke-debounce'

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))
const EPOCH = '0123456789abcdef'
const at = (version: number, epoch = EPOCH): Poke => ({ version, cursor: `${epoch}.${version}` })

test('a burst of pokes leads to one pull, after the wait', async () => {
  let pulls = 0
  const debouncer = createPokeDebouncer({ delayMs: 30, readCursor: async () => at(10).cursor, pull: () => pulls++ })
  for (const version of [11, 12, 13, 14, 15]) debouncer.poke(at(version))
  expect(pulls).toBe(0)
  await settle(80)
  expect(pulls).toBe(1)
  debouncer.poke(at(16)) // a later poke starts a new wait
  await settle(80)
  expect(pulls).toBe(2)
})

test('pokes the device has already caught up with (its cursor is there) pull nothing', async () => {
  let pulls = 0
  let cursor = at(20).cursor
  const debouncer = createPokeDebouncer({ delayMs: 10, readCursor: async () => cursor, pull: () => pulls++ })
  debouncer.poke(at(18))
  debouncer.poke(at(20))
  await settle(40)
  expect(pulls).toBe(0)
  cursor = at(19).cursor
  debouncer.poke(at(20))
  await settle(40)
  expect(pulls).toBe(1)
})

test('a poke from a restored database (another epoch) pulls even at a lower version: the pull rebuilds', async () => {
  let pulls = 0
  const debouncer = createPokeDebouncer({ delayMs: 10, readCursor: async () => at(50).cursor, pull: () => pulls++ })
  debouncer.poke(at(30, 'fedcba9876543210'))
  await settle(40)
  expect(pulls).toBe(1)
})

test('cancel drops a pending pull', async () => {
  let pulls = 0
  const debouncer = createPokeDebouncer({ delayMs: 10, readCursor: async () => '0', pull: () => pulls++ })
  debouncer.poke(at(1))
  debouncer.cancel()
  await settle(40)
  expect(pulls).toBe(0)
})
