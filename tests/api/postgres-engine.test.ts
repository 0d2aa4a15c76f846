// The PostgreSQL engine under the database handle (api/db/postgres-db.ts): values read as SQLite reads
// them, transactions that commit, roll back and nest, and commit notices kept per transaction when
// transactions run side by side. Runs only when TEST_DATABASE_URL names a server (vitest.config.ts,
// docs/testing.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { noteSessionsEnded, type CommitNotice } from '../../api/db/commit-notices'
import { valueRefused } from '../../api/db/dialect'
import { PostgresDb } from '../../api/db/postgres-db'
import { createTestDatabase, testDatabaseUrl } from './postgres-test-database'

const server = testDatabaseUrl()

describe('the PostgreSQL engine', () => {
  let db: PostgresDb
  let drop: () => Promise<void>

  beforeAll(async () => {
    const created = await createTestDatabase(server!)
    drop = created.drop
    db = PostgresDb.connect(created.url)
    await db.exec('CREATE TABLE t (id BIGINT PRIMARY KEY, name TEXT, flag BIGINT)')
  })
  afterAll(async () => {
    await db.close()
    await drop()
    expect(db.open).toBe(false)
  })

  it('reads 64-bit integers, sums and comparisons as numbers; no row as undefined', async () => {
    await db.run('INSERT INTO t (id, name, flag) VALUES (?, ?, ?)', 1_700_000_000_000, 'a', 1)
    expect(await db.get('SELECT id, name, flag FROM t WHERE id = @id', { id: 1_700_000_000_000 })).toEqual({ id: 1_700_000_000_000, name: 'a', flag: 1 })
    expect(await db.value('SELECT COUNT(*) FROM t')).toBe(1)
    expect(await db.value('SELECT SUM(flag) FROM t')).toBe(1)
    expect(await db.value('SELECT flag = 1 FROM t')).toBe(1)
    expect(await db.get('SELECT * FROM t WHERE id = ?', 2)).toBeUndefined()
    expect(await db.value('SELECT id FROM t WHERE id = ?', 2)).toBeUndefined()
    expect(await db.run('UPDATE t SET flag = 0 WHERE id > ?', 0)).toEqual({ changes: 1 })
  })

  it('commits, rolls back, and rolls back only a nested transaction that failed', async () => {
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (id, name) VALUES (?, ?)', 10, 'kept')
      await tx.transaction(async (inner) => {
        await inner.run('INSERT INTO t (id, name) VALUES (?, ?)', 11, 'undone')
        throw new Error('inner fails')
      }).catch(() => {})
    })
    await expect(db.transaction(async (tx) => {
      await tx.run('INSERT INTO t (id, name) VALUES (?, ?)', 12, 'undone')
      throw new Error('outer fails')
    })).rejects.toThrow('outer fails')
    expect(await db.values('SELECT id FROM t WHERE id BETWEEN 10 AND 12 ORDER BY id')).toEqual([10])
  })

  it('names the values PostgreSQL refuses, which the error handler answers 400', async () => {
    const refusal = async (sql: string, value: unknown) => valueRefused(await db.value(sql, value).catch((err: unknown) => err))
    expect(await refusal('SELECT 1 FROM t WHERE name = ?', 'a\u0000b')).toBe('Text must not contain NUL characters')
    expect(await refusal('SELECT 1 FROM t WHERE id = ?', 1e20)).toBe('A number is out of range')
  })

  it("tells each transaction's notes when it commits, never another's, and nothing of one rolled back", async () => {
    const heard: CommitNotice[] = []
    const stop = db.notices.listen((n) => void heard.push(n))
    let releaseFirst!: () => void
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve))
    const first = db.transaction(async (tx) => {
      noteSessionsEnded(tx, { userId: 1 })
      await firstMayCommit
      throw new Error('first rolls back')
    }).catch(() => {})
    await db.transaction(async (tx) => {
      noteSessionsEnded(tx, { userId: 2 })
      await tx.value('SELECT 1')
    })
    expect(heard.map((n) => [...n.endedUsers])).toEqual([[2]])
    releaseFirst()
    await first
    expect(heard).toHaveLength(1)
    stop()
  })
})
