// Three app processes write to one PostgreSQL database at once while a device pulls the change feed
// from them in turn, continuously: once the writes are done, its copy equals the server's. On
// PostgreSQL, transactions of several processes commit side by side; if a version could commit after a
// higher one, a pull that had seen the higher one would move its cursor past the lower for good (a
// missed change). The feed stays ordered because every versioned write takes the version row's lock
// and holds it to commit (api/db/versioning.ts, api/http/send-write.ts). Also checked: an import sent to
// two processes at once applies once (docs/sync.md, "Exactly once"). Runs only when
// TEST_DATABASE_URL names a server (vitest.config.ts, docs/testing.md, "The concurrent-writers feed test").
import { afterAll, beforeAll, expect, test } from 'vitest'
import { makeHarness, ORIGIN, type Harness } from './harness'
import { startAppProcesses, type AppProcess } from './postgres-concurrent-feed/app-processes'
import { runCatalogueWriter, type WriterTally } from './postgres-concurrent-feed/catalogue-writer'
import { copyDifferences, emptyCopy, pullToEnd, pullWhile } from './postgres-concurrent-feed/feed-reader'

const PROCESSES = 3
const WRITERS_PER_PROCESS = 3
// 9 writers x 14 rounds x (a batch of 10 changes + an import of 75 vendors) = 10,710 writes in 1,386 transactions.
const ROUNDS = 14
const BATCH_SIZE = 10
const IMPORT_SIZE = 75
const DUPLICATE_EVERY = 3
const NO_DIFFERENCE = { missing: { count: 0, first: [] }, extra: { count: 0, first: [] }, stale: { count: 0, first: [] } }

let h: Harness
let processes: AppProcess[] = []

beforeAll(async () => {
  h = await makeHarness({ catalogueSnapshot: false })
  processes = await startAppProcesses(h.dbPath, ORIGIN, PROCESSES)
}, 90_000)

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()))
})

test('a device pulling while 3 processes write 10,000 changes ends with the server\'s rows, each change applied once', async () => {
  const bases = processes.map((p) => p.base)
  const cookie = h.cookies.admin
  const started = Date.now()
  let writing = true
  const copy = emptyCopy()
  const reading = pullWhile(copy, bases, cookie, () => writing)
  let tallies: WriterTally[]
  try {
    tallies = await Promise.all(Array.from({ length: PROCESSES * WRITERS_PER_PROCESS }, (_, index) =>
      runCatalogueWriter({ index, bases, cookie, origin: ORIGIN, rounds: ROUNDS, batchSize: BATCH_SIZE, importSize: IMPORT_SIZE, duplicateEvery: DUPLICATE_EVERY })))
  } finally {
    writing = false
    await reading
  }
  const writeSeconds = (Date.now() - started) / 1000
  const pullsWhileWriting = copy.pulls
  await pullToEnd(copy, bases, cookie)

  const total = tallies.reduce((t, w) => ({
    creates: t.creates + w.creates, updates: t.updates + w.updates, deletes: t.deletes + w.deletes, transactions: t.transactions + w.transactions, duplicates: t.duplicates + w.duplicates,
  }))
  console.log(`concurrent feed: ${total.creates} creates, ${total.updates} edits, ${total.deletes} deletes in ${total.transactions} transactions (${total.duplicates} imports sent twice at once) ` +
    `in ${writeSeconds.toFixed(1)} s over ${PROCESSES} processes; ${pullsWhileWriting} pulls meanwhile (${copy.pullsWithChanges} with changes), ${copy.rows.size} rows in the copy`)
  expect(total.creates + total.updates + total.deletes).toBeGreaterThanOrEqual(10_000)
  // The reader really pulled while the writes ran, page after page of them.
  expect(copy.pullsWithChanges).toBeGreaterThan(100)

  // A fresh device's full download, from another process, shows the same rows.
  const fresh = emptyCopy()
  await pullToEnd(fresh, bases.slice(1), cookie)
  expect(copyDifferences(copy.rows, fresh.rows)).toEqual(NO_DIFFERENCE)
  // And so does the database: every vendor at its version, each create applied once.
  const vendors = await h.db.all<{ id: number; version: number }>('SELECT id, version FROM vendors ORDER BY id')
  const copied = [...copy.rows].filter(([key]) => key.startsWith('vendor:')).map(([key, json]) => ({ id: Number(key.slice(7)), version: (JSON.parse(json) as { version: number }).version }))
  expect(copied.sort((a, b) => a.id - b.id)).toEqual(vendors)
  expect(vendors.length).toBe(total.creates - total.deletes)
  expect(await h.db.value<number>(`SELECT COUNT(*) FROM change_log WHERE entity = 'vendor'`)).toBe(total.creates)
}, 240_000)
