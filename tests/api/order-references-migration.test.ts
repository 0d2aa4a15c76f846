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
  it('gives each existing request its own reference and a new version in the feed, and shared boards a share time', async () => {
    const all = fileURLToPath(new URL('../../api/db/migrations', import.meta.url))
    const before = join(dir, 'before')
    mkdirSync(before)
    const earlier = (f: string) => /^00[1-7]_/.test(f)
    for (const file of readdirSync(all).filter(earlier)) copyFileSync(join(all, file), join(before, file))
    const db = openDatabase(join(dir, 'old.db'))
    try {
      await migrate(db, before)
      const at = '2026-01-02T03:04:05.000Z'
      await db.run("INSERT INTO users (id, username, email, password_hash, role, is_active, created_at, version) VALUES (1, 'u', 'u@example.com', 'x', 'user', 1, ?, 1)", at)
      const order = `INSERT INTO orders (id, user_id, product_id, tier_id, pricing_option_id, users, status, unit_price, setup_fee, currency,
        payment_frequency, price_per_user, trial_days, total, created_at, updated_at, version) VALUES (?, 1, 1, 1, 1, 5, 'requested', 7, 0, 'USD', 'monthly', 1, 0, 35, ?, ?, ?)`
      await db.run(order, 1, at, at, 2)
      await db.run(order, 2, at, at, 3)
      const board = 'INSERT INTO boards (id, user_id, name, shared, created_at, updated_at, version) VALUES (?, 1, ?, ?, ?, ?, 4)'
      await db.run(board, 1, 'Shared', 1, at, '2026-02-03T04:05:06.000Z')
      await db.run(board, 2, 'Private', 0, at, at)
      await db.run('UPDATE sync_state SET version = 4 WHERE id = 1')
      for (const id of [1, 2]) await db.run("INSERT INTO change_log (version, entity, entity_id, op, owner_id, changed_at) VALUES (?, 'order', ?, 'put', 1, ?)", id + 1, id, at)

      expect(await migrate(db)).toEqual(readdirSync(all).filter((f) => /^\d+_.+\.sql$/.test(f) && !earlier(f)).sort())
      const rows = await db.all<{ id: number; reference: string; version: number }>('SELECT id, reference, version FROM orders ORDER BY id')
      for (const row of rows) expect(row.reference).toMatch(ORDER_REFERENCE_PATTERN)
      expect(rows[0].reference).not.toBe(rows[1].reference)
      expect(rows.map((r) => r.version)).toEqual([5, 6])
      expect(await db.value('SELECT version FROM sync_state')).toBe(6)
      expect(await db.all("SELECT entity_id, version FROM change_log WHERE entity = 'order' ORDER BY entity_id")).toEqual([
        { entity_id: 1, version: 5 }, { entity_id: 2, version: 6 },
      ])
      expect(await db.all('SELECT id, shared_at FROM boards ORDER BY id')).toEqual([
        { id: 1, shared_at: '2026-02-03T04:05:06.000Z' }, { id: 2, shared_at: null },
      ])
    } finally {
      await db.close()
    }
  })
})
