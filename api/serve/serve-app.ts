// A process that serves the app: it builds the app on its database handle and hands it the port's
// requests; the process that runs the jobs also starts the hourly housekeeping, the renewal
// reminders and the periodic backups. Its stop closes everything in order.
import { createApp } from '../app'
import type { OpenDb } from '../db/connection'
import { startMaintenance } from '../maintenance'
import { startScheduledBackups } from '../ops/scheduled-backups'
import { startRenewalReminders } from '../renewals/renewal-reminders'
import { closeLiveEvents } from '../sync/live/live-routes'
import type { StartingServer } from './listen'
import type { ServeSettings } from './settings'

/** Serves the app on `db`; with `jobs`, runs the timed jobs too. Returns the graceful stop. */
export async function serveApp(db: OpenDb, { server, serve }: StartingServer, settings: ServeSettings, { jobs }: { jobs: boolean }): Promise<() => Promise<void>> {
  const { config, logger, backups, port } = settings
  serve(await createApp({ db, config }))
  const stops: (() => void)[] = []
  if (jobs) {
    if (!config.webRoot) logger.warn(`No built web app in ${settings.webDist}: run \`npm run build\` (npm start does it) to serve the app.`)
    stops.push(await startMaintenance(db, config), await startRenewalReminders(db, config))
    if (backups) {
      stops.push(startScheduledBackups(db, backups, logger))
      logger.info(`Backing up the database to ${backups.dir} every ${backups.intervalMs / 60_000} min, keeping ${backups.keep}`)
    }
  }
  logger.info(`Vetted is listening on http://localhost:${port}`)
  return async () => {
    for (const stop of stops) stop()
    closeLiveEvents(db) // open event streams would otherwise hold server.close() open forever
    await new Promise((done) => server.close(done))
    await db.close()
  }
}

/** SIGINT and SIGTERM run `stop` once, then the process exits 0. Returns that same call, for other causes. */
export function stopOnSignals(stop: () => Promise<void>): () => void {
  let stopping: Promise<void> | undefined
  const stopOnce = () => void (stopping ??= stop().then(() => process.exit(0)))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stopOnce)
  return stopOnce
}
