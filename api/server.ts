// Starts Vetted: opens (or creates) the SQLite file, migrates, seeds a demo catalogue on first start,
// makes sure the administrator exists, and serves the API and the built web app.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { createApp } from './app'
import { ConfigError, loadAdminPassword, loadConfig, loadPort } from './config'
import type { Config } from './context'
import { openDatabase } from './db/connection'
import { migrate } from './db/migrate'
import { ensureAdmin } from './db/seed/admin'
import { seedDemoCatalog } from './db/seed/demo'
import { startMaintenance } from './maintenance'
import { closeLiveEvents } from './sync/live/live-routes'

const databasePath = resolve(process.env.DATABASE_PATH ?? './data/marketplace.db')
// WEB_DIST lets parallel test runs build and serve their own copy (never under a dot folder: sendFile refuses those).
const webDist = process.env.WEB_DIST ?? 'dist/web'
const webRoot = resolve(webDist)

// A bad setting stops the server before it touches the database, with the variable's name.
let port: number
let config: Config
let adminPassword: string | undefined
try {
  port = loadPort()
  config = loadConfig(process.env, { webRoot: existsSync(webRoot) ? webRoot : null })
  adminPassword = loadAdminPassword()
} catch (err) {
  if (!(err instanceof ConfigError)) throw err
  console.error(`Vetted cannot start: ${err.message}`)
  process.exit(1)
}

const db = openDatabase(databasePath)
const applied = migrate(db)
if (applied.length) config.log(`Database ${databasePath}: applied ${applied.join(', ')}`)

const admin = await ensureAdmin(db, adminPassword ?? randomBytes(12).toString('base64url'), config.scryptCost)
if (admin.created && !adminPassword) {
  config.log(`Created administrator "admin" with a generated password (shown once): ${admin.password}`)
} else if (admin.created) {
  config.log('Created administrator "admin" with the password from ADMIN_PASSWORD')
}
const seeded = seedDemoCatalog(db)
if (seeded) config.log(`Seeded the demo catalogue: ${seeded}`)

if (!config.webRoot) config.log(`No built web app in ${webDist}: run \`npm run build\` (npm start does it) to serve the app.`)
const app = createApp({ db, config })
const stopMaintenance = startMaintenance(db, config)
const server = app.listen(port, () => config.log(`Vetted is listening on http://localhost:${port}`))
// Node closes an idle keep-alive connection after 5 s, and a client that reuses it at that moment gets
// ECONNRESET (seen from the e2e API clients; proxies and load balancers pool connections the same
// way). Idle connections stay open longer than such clients keep them; headers must outlast it.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopMaintenance()
    closeLiveEvents(db) // open event streams would otherwise hold server.close() open forever
    server.close(() => {
      db.close()
      process.exit(0)
    })
  })
}
