// Migration 008 on a database made before it: every subscription request gets a readable reference and a
// new version in the change feed (so its buyer's devices receive it), and boards already shared get the
// time they were shared at the latest (their last change).
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../api/db/connection'
import { migrate } from '../../api/db/migrate'
import { ORDER_REFERENCE_PATTERN } from '../../api/orders/order-reference'

const dir = mkdtempSync(join(tmpdir(), 'vetted-008-migration-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('migration 008 (order references, board share times)', () => {
  it('gives each existing request its own reference and a new version in the feed, and shared boards a share time', () => {
    const all = fileURLToPath(new URL('../../api/db/migrations', import.meta.url))
    const before = join(dir, 'before')
    mkdirSync(before)
    const earlier = (f: string) => /^00[1-7]_/.test(f)
    for (const file of readdirSync(all).filter(earlier)) copyFileSync(join(all, file), join(before, file))
    const db = openDatabase(join(dir, 'old.db'))
    try {
      migrate(db, before)
      const at = '2026-01-02T03:04:05.000Z'
      db.prepare("INSERT INTO users (id, username, email, password_hash, role, is_active, created_at, version) VALUES (1, 'u', 'u@example.com', 'x', 'user', 1, ?, 1)").run(at)
      const order = db.prepare(`INSERT INTO orders (id, user_id, product_id, tier_id, pricing_option_id, users, status, unit_price, setup_fee, currency,
        payment_frequency, price_per_user, trial_days, total, created_at, updated_at, version) VALUES (?, 1, 1, 1, 1, 5, 'requested', 7, 0, 'USD', 'monthly', 1, 0, 35, ?, ?, ?)`)
      order.run(1, at, at, 2)
      order.run(2, at, at, 3)
      const board = db.prepare('INSERT INTO boards (id, user_id, name, shared, created_at, updated_at, version) VALUES (?, 1, ?, ?, ?, ?, 4)')
      board.run(1, 'Shared', 1, at, '2026-02-03T04:05:06.000Z')
      board.run(2, 'Private', 0, at, at)
      db.prepare('UPDATE sync_state SET version = 4 WHERE id = 1').run()
      for (const id of [1, 2]) db.prepare("INSERT INTO change_log (version, entity, entity_id, op, owner_id, changed_at) VALUES (?, 'order', ?, 'put', 1, ?)").run(id + 1, id, at)

      expect(migrate(db)).toEqual(readdirSync(all).filter((f) => /^\d+_.+\.sql$/.test(f) && !earlier(f)).sort())
      const rows = db.prepare('SELECT id, reference, version FROM orders ORDER BY id').all() as { id: number; reference: string; version: number }[]
      for (const row of rows) expect(row.reference).toMatch(ORDER_REFERENCE_PATTERN)
      expect(rows[0].reference).not.toBe(rows[1].reference)
      expect(rows.map((r) => r.version)).toEqual([5, 6])
      expect(db.prepare('SELECT version FROM sync_state').pluck().get()).toBe(6)
      expect(db.prepare("SELECT entity_id, version FROM change_log WHERE entity = 'order' ORDER BY entity_id").all()).toEqual([
        { entity_id: 1, version: 5 }, { entity_id: 2, version: 6 },
      ])
      expect(db.prepare('SELECT id, shared_at FROM boards ORDER BY id').all()).toEqual([
        { id: 1, shared_at: '2026-02-03T04:05:06.000Z' }, { id: 2, shared_at: null },
      ])
    } finally {
      db.close()
    }
  })
})
