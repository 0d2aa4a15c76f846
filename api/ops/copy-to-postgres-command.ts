// `DATABASE_URL=postgres://... npm run db:to-postgres -- <file>`: copies the SQLite database `file`
// (a stopped server's DATABASE_PATH, or a backup) into the new PostgreSQL database DATABASE_URL names
// (api/db/copy-to-postgres.ts). Vendor documents stay files: copy the folder they are in to FILES_DIR.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { isDatabaseUrl, openSqliteFile } from '../db/connection'
import { CopyRefused, copyToPostgres } from '../db/copy-to-postgres'
import { PostgresDb } from '../db/postgres-db'

const [file] = process.argv.slice(2)
const url = process.env.DATABASE_URL ?? ''
try {
  if (!file || !isDatabaseUrl(url)) throw new CopyRefused('Usage: DATABASE_URL=postgres://... npm run db:to-postgres -- <SQLite file>   (stop the server first)')
  if (!existsSync(file)) throw new CopyRefused(`there is no file ${resolve(file)}`)
  const source = openSqliteFile(resolve(file))
  const target = PostgresDb.connect(url)
  try {
    const started = performance.now()
    const { tables, rows } = await copyToPostgres(source, target)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    // The URL may hold a password: only the database's name is printed.
    console.log(`Copied ${rows.toLocaleString('en')} rows of ${tables} tables from ${resolve(file)} to PostgreSQL database ${new URL(url).pathname.slice(1)} in ${seconds} s.`)
  } finally {
    await source.close()
    await target.close()
  }
} catch (err) {
  if (!(err instanceof CopyRefused)) throw err
  console.error(`Copy refused: ${err.message}`)
  process.exit(1)
}
