// `npm run serve -- --workers N` (README, "Operating"): N processes serve one port (node:cluster hands
// each new connection to one of them). The primary process prepares the database once (migrations,
// administrator, first seed: api/serve/prepare-database.ts) while the workers already answer 503, then
// tells them to serve; it serves nothing itself. A worker that dies is logged and replaced by another
// with its number; SIGINT or SIGTERM stops every worker gracefully, then the primary.
import cluster, { type Worker } from 'node:cluster'
import { openDatabase } from '../db/connection'
import { databaseLocation, databaseName } from '../ops/database-path'
import { listenStarting } from './listen'
import { prepareDatabaseOrExit } from './prepare-database'
import { serveApp, stopOnSignals } from './serve-app'
import type { ServeSettings } from './settings'

/** The environment variable that gives each worker its number, 1 to N, kept by its replacements. */
const WORKER_NUMBER = 'VETTED_WORKER'
/** The primary's word to its workers that the database is ready to serve. */
const DATABASE_READY = 'vetted:database-ready'
/** A worker still running this long after SIGTERM (a request that never ends) is killed. */
const STOP_GRACE_MS = 10_000
/** A worker that dies within this of its start is replaced after a delay, doubling each time, up to 30 s. */
const QUICK_EXIT_MS = 10_000

/** This process's worker number in a cluster; undefined in the primary or a single process. */
export const workerNumber = (env: NodeJS.ProcessEnv = process.env): number | undefined =>
  cluster.isWorker ? Number(env[WORKER_NUMBER]) : undefined

export async function runWorkers(settings: ServeSettings): Promise<void> {
  if (cluster.isPrimary) await runPrimary(settings)
  else await runWorker(settings)
}

async function runPrimary(settings: ServeSettings): Promise<void> {
  const { logger, workers, port } = settings
  let ready = false
  let stopping = false
  const listening = new Set<Worker>()
  const quickExits = new Map<number, number>()

  const fork = (n: number): void => {
    if (stopping) return
    const startedAt = Date.now()
    const worker = cluster.fork({ [WORKER_NUMBER]: String(n) })
    const pid = worker.process.pid
    logger.info(`Started worker ${n} of ${workers} (pid ${pid})`)
    // A message sent before the worker listens for it would be lost: it listens for it before it
    // listens on the port, so once it listens on the port it hears the word.
    worker.once('listening', () => {
      listening.add(worker)
      if (ready) worker.send(DATABASE_READY)
    })
    worker.on('exit', (code, signal) => {
      listening.delete(worker)
      if (stopping) return
      const quick = Date.now() - startedAt < QUICK_EXIT_MS ? (quickExits.get(n) ?? 0) + 1 : 0
      quickExits.set(n, quick)
      const delay = quick ? Math.min(30_000, 500 * 2 ** (quick - 1)) : 0
      logger.error(`Worker ${n} (pid ${pid}) stopped (${signal ?? `exit code ${code}`}); starting another${delay ? ` in ${delay / 1000} s` : ''}`)
      setTimeout(() => fork(n), delay)
    })
  }

  const stopAll = async (): Promise<void> => {
    stopping = true
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead())
    logger.info(`Stopping ${running.length} workers`)
    await Promise.all(running.map((worker) => new Promise<void>((done) => {
      const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS)
      worker.once('exit', () => (clearTimeout(kill), done()))
      worker.process.kill('SIGTERM')
    })))
  }
  stopOnSignals(stopAll)

  logger.info(`Vetted is starting ${workers} workers on http://localhost:${port} (/api/health answers 503 until ready), on the ${databaseName(settings.database)}`)
  for (let n = 1; n <= workers; n++) fork(n)
  const db = openDatabase(databaseLocation(settings.database))
  await prepareDatabaseOrExit(db, settings, stopAll)
  await db.close()
  ready = true
  for (const worker of listening) worker.send(DATABASE_READY)
}

async function runWorker(settings: ServeSettings): Promise<void> {
  const n = workerNumber()!
  const databaseReady = new Promise<void>((done) => {
    const heard = (message: unknown) => message === DATABASE_READY && (process.off('message', heard), done())
    process.on('message', heard)
  })
  const listening = await listenStarting(settings.port)
  await databaseReady
  const db = openDatabase(databaseLocation(settings.database))
  // The timed jobs run in worker 1 only: N copies of them would each mail the same renewal reminder
  // (two runs can both find it unmailed) and repeat the same housekeeping N times an hour.
  const stop = await serveApp(db, listening, settings, { jobs: n === 1 })
  const stopOnce = stopOnSignals(stop)
  process.once('disconnect', stopOnce) // the primary is gone: nobody would replace or stop this worker
}
