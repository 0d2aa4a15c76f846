// A subscription request's readable reference: "VT-" and two groups of four characters of the base-32
// alphabet without the letters that read as digits (I, L, O, U), e.g. "VT-7K3M-9Q2D": short enough to
// read over the phone, and 40 random bits, so it says nothing about how many requests there are.
// Unique among requests; a clash (about one in a trillion) is simply drawn again.
import { randomInt } from 'node:crypto'
import type { Db } from '../db/connection'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const ORDER_REFERENCE_PATTERN = /^VT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/

const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

export async function newOrderReference(db: Db): Promise<string> {
  for (;;) {
    const reference = `VT-${group()}-${group()}`
    if (!(await db.value('SELECT 1 FROM orders WHERE reference = ?', reference))) return reference
  }
}
