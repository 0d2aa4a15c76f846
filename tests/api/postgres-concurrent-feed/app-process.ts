// One server process of the concurrent-writers test (tests/api/postgres-concurrent-feed.test.ts): the real app
// (api/app.ts) on the database at FEED_DATABASE_URL, listening on 127.0.0.1:FEED_PORT, with the test
// settings of tests/api/harness.ts. It prints "listening" once it answers, and stops on SIGTERM.
// Run with `node --import tsx`. It stands apart from api/server.ts so that the test depends on nothing
// but the app and the database handle.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../../../api/app'
import { defaultConfig } from '../../../api/context'
import { openDatabase } from '../../../api/db/connection'

const url = process.env.FEED_DATABASE_URL
const port = Number(process.env.FEED_PORT)
const origin = process.env.FEED_ORIGIN
if (!url || !port || !origin) throw new Error('FEED_DATABASE_URL, FEED_PORT and FEED_ORIGIN are needed')

const dir = mkdtempSync(join(tmpdir(), 'vetted-feed-process-'))
const db = openDatabase(url)
const config = defaultConfig({
  scryptCost: 2 ** 10, allowedOrigins: [origin], log: () => {}, mailDir: join(dir, 'mail'), filesDir: dir,
  // No snapshot: each process would rebuild it after the writes, which this test does not read.
  catalogueSnapshot: false,
})
const app = await createApp({ db, config })
const server = app.listen(port, '127.0.0.1', () => console.log('listening'))

process.once('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => {
    void db.close().finally(() => {
      rmSync(dir, { recursive: true, force: true })
      process.exit(0)
    })
  })
})
