// Where the database is (README, "Runtime settings"): a PostgreSQL server at DATABASE_URL, else the
// SQLite file at DATABASE_PATH (default ./data/marketplace.db); and FILES_DIR, the folder of the files
// kept beside the data (vendor documents, a generated administrator password).
import { dirname, resolve } from 'node:path'
import { ConfigError, type Env } from '../config-error'

export type DatabaseSetting =
  | { engine: 'sqlite'; path: string }
  /** `name` says which database without the URL, whose password must never reach a log. */
  | { engine: 'postgres'; url: string; name: string }

export const databasePathFrom = (env: Env = process.env): string =>
  resolve(env.DATABASE_PATH || './data/marketplace.db')

const URL_SHAPE = 'a postgres://user:password@host:port/database address'

/** The database the server runs on. Throws ConfigError, whose message never repeats the URL. */
export function databaseFrom(env: Env = process.env): DatabaseSetting {
  const raw = env.DATABASE_URL?.trim()
  if (!raw) return { engine: 'sqlite', path: databasePathFrom(env) }
  if (env.DATABASE_PATH) throw new ConfigError('DATABASE_URL (PostgreSQL) and DATABASE_PATH (SQLite) are both set: set one of them')
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`DATABASE_URL must be ${URL_SHAPE}`)
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''))
  if (!/^postgres(ql)?:$/.test(url.protocol)) throw new ConfigError(`DATABASE_URL must be ${URL_SHAPE} (it starts with ${url.protocol}//)`)
  // A Unix socket's folder is given as ?host=/var/run/postgresql (node-postgres reads it there).
  const host = url.host || url.searchParams.get('host')
  if (!host) throw new ConfigError(`DATABASE_URL must be ${URL_SHAPE}: it names no host`)
  if (!database || database.includes('/')) throw new ConfigError(`DATABASE_URL must be ${URL_SHAPE}: it names no database`)
  return { engine: 'postgres', url: raw, name: `PostgreSQL database "${database}" on ${host}` }
}

/** What openDatabase (api/db/connection.ts) opens: the file's path or the server's URL. */
export const databaseLocation = (database: DatabaseSetting): string =>
  database.engine === 'sqlite' ? database.path : database.url

/** What the log says the database is: the file's path, or the PostgreSQL server and database without the URL. */
export const databaseName = (database: DatabaseSetting): string =>
  database.engine === 'sqlite' ? `SQLite database ${database.path}` : database.name

/**
 * FILES_DIR, else the SQLite file's folder (where these files always were), else ./data on PostgreSQL:
 * the folder `npm start` uses for its data either way, so a first start needs no setting. Several
 * machines need one folder they all share (README, "Operating").
 */
export function filesDirFrom(env: Env, database: DatabaseSetting): string {
  const dir = env.FILES_DIR?.trim()
  if (dir) return resolve(dir)
  return database.engine === 'sqlite' ? dirname(database.path) : resolve('./data')
}
