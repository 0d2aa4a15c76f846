// Starts Vetted: listens at once (answering 503 until ready), opens (or creates) the SQLite file,
// migrates, seeds a demo catalogue on first start, makes sure the administrator exists, then serves
// the API and the built web app.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer, type RequestListener } from 'node:http'
import { dirname, resolve } from 'node:path'
import { setImmediate as tick } from 'node:timers/promises'
import { createApp } from './app'
import { ConfigError, loadAdminPassword, loadConfig, loadPort } from './config'
import { DEFAULT_SCRYPT_COST, type Config } from './context'
import { openDatabase } from './db/connection'
import { openToOthers } from './db/private-files'
import { migrate } from './db/migrate'
import { ensureAdmin } from './db/seed/admin'
import { seedDemoCatalog } from './db/seed/demo'
import { startingHandler } from './health'
import { createLogger, currentLogger, type Logger } from './log/logger'
import { startMaintenance } from './maintenance'
import { startRenewalReminders } from './renewals/renewal-reminders'
import { closeLiveEvents } from './sync/live/live-routes'
import { announceGeneratedPassword } from './ops/admin-password-notice'
import { databasePathFrom } from './ops/database-path'
import { loadBackupSchedule, startScheduledBackups, type BackupSchedule } from './ops/scheduled-backups'

const databasePath = databasePathFrom()
// WEB_DIST lets parallel test runs build and serve their own copy (never under a dot folder: sendFile refuses those).
const webDist = process.env.WEB_DIST ?? 'dist/web'
const webRoot = resolve(webDist)

// A bad setting stops the server before it touches the database, with the variable's name.
let port: number
let config: Config
let adminPassword: string | undefined
let logger: Logger
let backups: BackupSchedule | null
try {
  port = loadPort()
  logger = createLogger()
  const root = logger
  config = loadConfig(process.env, { webRoot: existsSync(webRoot) ? webRoot : null, logger, log: (m) => currentLogger(root).info(m) })
  adminPassword = loadAdminPassword()
  backups = loadBackupSchedule()
} catch (err) {
  if (!(err instanceof ConfigError)) throw err
  console.error(`Vetted cannot start: ${err.message}`)
  process.exit(1)
}

let handler: RequestListener = startingHandler
const server = createServer((req, res) => handler(req, res))
// Node closes an idle keep-alive connection after 5 s, and a client that reuses it at that moment gets
// ECONNRESET (seen from the e2e API clients; proxies and load balancers pool connections the same
// way). Idle connections stay open longer than such clients keep them; headers must outlast it.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
await new Promise<void>((done) => server.listen(port, done))
logger.info(`Vetted is starting on http://localhost:${port} (/api/health answers 503 until ready)`)

// Each step is synchronous: between them, requests that arrived are answered 503.
await tick()
const db = openDatabase(databasePath)
for (const folder of [dirname(databasePath), ...(backups ? [backups.dir] : [])]) {
  if (openToOthers(folder)) logger.warn(`${folder} can be read by other users; the database files in it are not (0600), but chmod 700 the folder to hide even their names`)
}
const applied = await migrate(db)
if (applied.length) logger.info(`Database ${databasePath}: applied ${applied.join(', ')}`)
await tick()

if (config.scryptCost < DEFAULT_SCRYPT_COST) logger.warn(`SCRYPT_COST=${config.scryptCost}: new password hashes are weaker than OWASP's ${DEFAULT_SCRYPT_COST}; for test servers only`)
const admin = await ensureAdmin(db, adminPassword ?? randomBytes(12).toString('base64url'), config.scryptCost)
if (admin.created && !adminPassword) announceGeneratedPassword(admin.password, databasePath, logger)
else if (admin.created) logger.info('Created administrator "admin" with the password from ADMIN_PASSWORD')
const seeded = await seedDemoCatalog(db)
if (seeded) logger.info(`Seeded the demo catalogue: ${seeded}`)
await tick()

if (!config.webRoot) logger.warn(`No built web app in ${webDist}: run \`npm run build\` (npm start does it) to serve the app.`)
handler = await createApp({ db, config })
const stopMaintenance = await startMaintenance(db, config)
const stopReminders = await startRenewalReminders(db, config)
const stopBackups = backups ? startScheduledBackups(db, backups, logger) : () => {}
if (backups) logger.info(`Backing up the database to ${backups.dir} every ${backups.intervalMs / 60_000} min, keeping ${backups.keep}`)
logger.info(`Vetted is listening on http://localhost:${port}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopMaintenance()
    stopReminders()
    closeLiveEvents(db) // open event streams would otherwise hold server.close() open forever
    stopBackups()
    server.close(() => {
      void db.close().then(() => process.exit(0))
    })
  })
}
