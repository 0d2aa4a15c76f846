// A fresh PostgreSQL database per test harness, when TEST_DATABASE_URL names a server to test on
// (scripts/pg-cluster.js makes a throwaway one). Each is a copy of a template that holds the migrated
// schema, made once per version of the migrations by whichever test process comes first: copying a
// template costs a fraction of migrating.
import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PostgresDb } from '../../api/db/postgres-db'
import { migrate } from '../../api/db/migrate'

const DB_DIR = fileURLToPath(new URL('../../api/db/', import.meta.url))

/** The server to test on, or undefined to test on SQLite files. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined

/** The URL of another database on the same server. */
function urlOf(base: string, database: string): string {
  const url = new URL(base)
  url.pathname = `/${database}`
  return url.toString()
}

/** A name that changes with the migrations and their translation, so an old template is never copied. */
function templateName(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(join(DB_DIR, 'migrations')).sort()) hash.update(file).update(readFileSync(join(DB_DIR, 'migrations', file)))
  hash.update(readFileSync(join(DB_DIR, 'postgres-migrations.ts')))
  return `vetted_template_${hash.digest('hex').slice(0, 12)}`
}

/** Makes the template once: test processes take turns under an advisory lock, the first migrates it. */
async function ensureTemplate(server: PostgresDb, base: string, template: string): Promise<void> {
  // CREATE DATABASE runs outside any transaction: the lock is the session's, on a connection of its own.
  const lock = await server.pool.connect()
  try {
    await lock.query('SELECT pg_advisory_lock(31031)')
    if (await server.value('SELECT 1 FROM pg_database WHERE datname = ? AND datistemplate', template)) return
    await server.exec(`DROP DATABASE IF EXISTS ${template}`)
    await server.exec(`CREATE DATABASE ${template}`)
    const db = PostgresDb.connect(urlOf(base, template))
    try {
      await migrate(db)
    } finally {
      await db.close()
    }
    await server.exec(`ALTER DATABASE ${template} IS_TEMPLATE true`)
  } finally {
    await lock.query('SELECT pg_advisory_unlock(31031)').catch(() => {})
    lock.release()
  }
}

/** A new database holding the migrated schema; `drop` deletes it once its connections are closed. */
export async function createTestDatabase(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = PostgresDb.connect(base)
  try {
    const template = templateName()
    await ensureTemplate(server, base, template)
    const name = `vetted_test_${randomBytes(6).toString('hex')}`
    await server.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`)
    return {
      url: urlOf(base, name),
      drop: async () => {
        const admin = PostgresDb.connect(base)
        try {
          await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        } finally {
          await admin.close()
        }
      },
    }
  } finally {
    await server.close()
  }
}
