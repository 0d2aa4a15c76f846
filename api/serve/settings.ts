// The server's settings from the environment and the command line (README, "Runtime settings"). A bad
// setting stops the server before it touches the database, with the variable's name.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { ConfigError, loadAdminPassword, loadConfig, loadPort, type Env } from '../config'
import type { Config } from '../context'
import { createLogger, currentLogger, type Logger } from '../log/logger'
import { databaseFrom, filesDirFrom, type DatabaseSetting } from '../ops/database-path'
import { loadBackupSchedule, type BackupSchedule } from '../ops/scheduled-backups'
import { workerCountFrom } from '../ops/worker-count'

export interface ServeSettings {
  port: number
  database: DatabaseSetting
  /** Server processes on the port: 1 runs no cluster. */
  workers: number
  logger: Logger
  config: Config & { filesDir: string }
  adminPassword: string | undefined
  backups: BackupSchedule | null
  /** The folder of the built web app, as set (WEB_DIST); config.webRoot is null when it holds no build. */
  webDist: string
}

/**
 * Reads every setting; `worker` (a cluster worker's number) tags each of its log lines. Throws
 * ConfigError.
 */
export function loadServeSettings(env: Env, argv: readonly string[], worker?: number): ServeSettings {
  const port = loadPort(env)
  const database = databaseFrom(env)
  const workers = workerCountFrom(argv, env, database)
  const root = createLogger(env)
  const logger = worker === undefined ? root : root.child({ worker })
  // WEB_DIST lets parallel test runs build and serve their own copy (never under a dot folder: sendFile refuses those).
  const webDist = env.WEB_DIST ?? 'dist/web'
  const webRoot = resolve(webDist)
  const filesDir = filesDirFrom(env, database)
  const config = loadConfig(env, { webRoot: existsSync(webRoot) ? webRoot : null, logger, filesDir, log: (m) => currentLogger(logger).info(m) })
  return { port, database, workers, logger, config: { ...config, filesDir }, adminPassword: loadAdminPassword(env), backups: loadBackupSchedule(env, database.engine), webDist }
}

/** The settings, or the process ends with the message (exit code 1). */
export function loadServeSettingsOrExit(env: Env, argv: readonly string[], worker?: number): ServeSettings {
  try {
    return loadServeSettings(env, argv, worker)
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err
    console.error(`Vetted cannot start: ${err.message}`)
    process.exit(1)
  }
}
