// Where the model test's server keeps its data (docs/testing.md, "The model test"): a SQLite file in
// RAM, or a PostgreSQL database when TEST_DATABASE_URL names a server. Each history gets a copy of one
// template; a backup is a copy of the history's database and a restore puts a copy of the backup in its
// place, with a new epoch and ids that continue after every id the replaced database handed out, as
// `npm run restore` does for a file (api/db/backup.ts).
import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { backupDatabase, restoreDatabase } from '../../api/db/backup'
import { openDatabase, openSqliteFile, type Db, type OpenDb } from '../../api/db/connection'
import { renewEpoch } from '../../api/db/epoch'
import { migrate } from '../../api/db/migrate'
import { PostgresDb } from '../../api/db/postgres-db'
import { continueIdsAfter } from '../../api/db/restore-ids'
import { TABLES_BY_ENTITY } from '../../api/db/tables'
import { createTestDatabase, testDatabaseUrl } from '../api/postgres-test-database'

/** One history's database. */
export interface HistoryStore {
  /** What the app opens: a file's path, or a database's URL. */
  readonly location: string
  /** A PostgreSQL database is copied only while nobody is connected to it: the app must close first. */
  readonly backupNeedsClosedApp: boolean
  /** The last backup's name, or null before the first. */
  readonly lastBackup: string | null
  /** Copies the database (`db`: the app's open handle, for a SQLite backup beside it). */
  backup(db: OpenDb): Promise<void>
  /** Puts a copy of the last backup in place of the database (the app closed), then renews what a restore renews. */
  restore(): Promise<void>
  dispose(): Promise<void>
}

/** The template every history starts from, seeded once per run by `seed`. */
export interface ModelStorage {
  readonly engine: 'sqlite' | 'postgres'
  newHistory(): Promise<HistoryStore>
  dispose(): Promise<void>
}

/** RAM-backed where the machine has it: the file is real SQLite, its fsyncs cost nothing. */
export const scratchDir = () => (process.platform === 'linux' ? '/dev/shm' : tmpdir())

/** The storage TEST_DATABASE_URL asks for, its template seeded by `seed`. */
export async function openModelStorage(seed: (db: OpenDb) => Promise<void>): Promise<ModelStorage> {
  const server = testDatabaseUrl()
  return server ? await postgresStorage(server, seed) : await sqliteStorage(seed)
}

async function sqliteStorage(seed: (db: OpenDb) => Promise<void>): Promise<ModelStorage> {
  const templateDir = mkdtempSync(join(scratchDir(), 'vetted-model-template-'))
  const template = join(templateDir, 'template.db')
  const db = openSqliteFile(template)
  await migrate(db)
  await seed(db)
  db.sqlite.pragma('wal_checkpoint(TRUNCATE)')
  await db.close()
  return {
    engine: 'sqlite',
    newHistory: async () => {
      const dir = mkdtempSync(join(scratchDir(), 'vetted-model-'))
      const location = join(dir, 'server.db')
      copyFileSync(template, location)
      let backups = 0
      let lastBackup: string | null = null
      return {
        location,
        backupNeedsClosedApp: false,
        get lastBackup() {
          return lastBackup
        },
        backup: async (open) => {
          lastBackup = join(dir, `backup-${++backups}.db`)
          await backupDatabase(open, lastBackup)
        },
        restore: async () => void (await restoreDatabase(lastBackup!, location)),
        dispose: async () => rmSync(dir, { recursive: true, force: true }),
      }
    },
    dispose: async () => rmSync(templateDir, { recursive: true, force: true }),
  }
}

/** The URL of another database on the server at `base`. */
function urlOf(base: string, database: string): string {
  const url = new URL(base)
  url.pathname = `/${database}`
  return url.toString()
}

const SYNCED_TABLES = [...new Set(Object.values(TABLES_BY_ENTITY).map((def) => def.table))]

/** Per synced table, the highest id the database handed out: its mark, or its highest row when higher (api/db/restore-ids.ts). */
async function handedOutIds(db: Db): Promise<Map<string, number>> {
  const marks = new Map((await db.all<{ tbl: string; last_id: number }>('SELECT tbl, last_id FROM id_high_water')).map((r) => [r.tbl, r.last_id]))
  for (const table of SYNCED_TABLES) {
    marks.set(table, Math.max(marks.get(table) ?? 0, (await db.value<number>(`SELECT COALESCE(MAX(id), 0) FROM ${table}`))!))
  }
  return marks
}

async function postgresStorage(base: string, seed: (db: OpenDb) => Promise<void>): Promise<ModelStorage> {
  const template = await createTestDatabase(base)
  const db = openDatabase(template.url)
  await seed(db)
  await db.close()
  const templateName = new URL(template.url).pathname.slice(1)
  const admin = PostgresDb.connect(base)
  const copy = async (from: string, to: string) => await admin.exec(`CREATE DATABASE ${to} TEMPLATE ${from}`)
  // Without FORCE: a closed pool's connections may take a moment to end, and PostgreSQL waits for them
  // (up to 5 s, as CREATE DATABASE ... TEMPLATE does); one still open then is a leak, and an error.
  const drop = async (name: string) => await admin.exec(`DROP DATABASE IF EXISTS ${name}`)
  return {
    engine: 'postgres',
    newHistory: async () => {
      const name = `vetted_model_${randomBytes(6).toString('hex')}`
      await copy(templateName, name)
      let backups = 0
      let lastBackup: string | null = null
      return {
        location: urlOf(base, name),
        backupNeedsClosedApp: true,
        get lastBackup() {
          return lastBackup
        },
        backup: async () => {
          const previous = lastBackup
          lastBackup = `${name}_backup_${++backups}`
          await copy(name, lastBackup)
          if (previous) await drop(previous)
        },
        restore: async () => {
          const replaced = PostgresDb.connect(urlOf(base, name))
          const handedOut = await handedOutIds(replaced).finally(() => replaced.close())
          await drop(name)
          await copy(lastBackup!, name)
          const restored = PostgresDb.connect(urlOf(base, name))
          try {
            await migrate(restored)
            await continueIdsAfter(restored, handedOut)
            await renewEpoch(restored)
          } finally {
            await restored.close()
          }
        },
        dispose: async () => {
          await drop(name)
          if (lastBackup) await drop(lastBackup)
        },
      }
    },
    dispose: async () => {
      await admin.close()
      await template.drop()
    },
  }
}
