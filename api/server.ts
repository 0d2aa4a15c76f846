// Starts Vetted (`npm run serve`): listens at once (answering 503 until ready), opens the database (the
// SQLite file, created if missing, or PostgreSQL at DATABASE_URL), migrates, seeds a demo catalogue on
// first start, makes sure the administrator exists, then serves the API and the built web app. With
// `--workers N` (or WORKERS) above 1, api/serve/workers.ts runs N such processes on the port instead.
import { openDatabase } from './db/connection'
import { databaseLocation, databaseName } from './ops/database-path'
import { listenStarting } from './serve/listen'
import { prepareDatabaseOrExit } from './serve/prepare-database'
import { serveApp, stopOnSignals } from './serve/serve-app'
import { loadServeSettingsOrExit } from './serve/settings'
import { runWorkers, workerNumber } from './serve/workers'

const settings = loadServeSettingsOrExit(process.env, process.argv.slice(2), workerNumber())
const { port, database, logger } = settings

if (settings.workers > 1) await runWorkers(settings)
else {
  const listening = await listenStarting(port)
  logger.info(`Vetted is starting on http://localhost:${port} (/api/health answers 503 until ready), on the ${databaseName(database)}`)
  const db = openDatabase(databaseLocation(database))
  await prepareDatabaseOrExit(db, settings)
  stopOnSignals(await serveApp(db, listening, settings, { jobs: true }))
}
