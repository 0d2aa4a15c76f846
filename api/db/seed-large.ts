// `npm run seed:large -- --vendors 10000 --products 50000 [--pricing none]`: builds a fresh benchmark
// database at DATABASE_PATH (default ./data/large.db), or in the empty PostgreSQL database DATABASE_URL
// names: migrations, reference data and the generated catalogue. `--pricing none` leaves out tiers and
// pricing options (default: `--pricing tiers`). No admin user: benchmarks read the public catalogue.
import { existsSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { openDatabase, openSqliteFile, type OpenDb } from './connection'
import { schemaQuery } from './dialect'
import { migrate } from './migrate'
import { seedReferenceData } from './seed/demo'
import { generateLargeCatalog } from './seed/large-catalog'

export { generateLargeCatalog } from './seed/large-catalog'

function count(value: string | undefined, fallback: number, flag: string): number {
  const n = value === undefined ? fallback : Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${flag} must be a whole number, got "${value}"`)
  return n
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { vendors: { type: 'string' }, products: { type: 'string' }, pricing: { type: 'string' } } })
  const pricing = values.pricing ?? 'tiers'
  if (pricing !== 'tiers' && pricing !== 'none') throw new Error(`--pricing must be "tiers" or "none", got "${pricing}"`)
  const want = {
    vendors: count(values.vendors, 10_000, 'vendors'),
    products: count(values.products, 50_000, 'products'),
    pricing: pricing === 'tiers',
  }
  const started = performance.now()
  const { db, name, finish } = process.env.DATABASE_URL ? await emptyPostgres(process.env.DATABASE_URL) : freshSqliteFile()
  await migrate(db)
  await seedReferenceData(db)
  const counts = await generateLargeCatalog(db, want)
  finish()
  await db.close()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Built ${name}: ${counts.vendors} vendors, ${counts.products} products, ${counts.tiers} tiers, ` +
    `${counts.options} pricing options in ${seconds} s`)
}

interface Target {
  db: OpenDb
  name: string
  /** Run once the catalogue is in, before closing. */
  finish: () => void
}

function freshSqliteFile(): Target {
  const path = resolve(process.env.DATABASE_PATH ?? './data/large.db')
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(file)) rmSync(file)
  const db = openSqliteFile(path)
  db.sqlite.pragma('synchronous = OFF') // a throwaway build: if it crashes, run it again
  return { db, name: path, finish: () => db.sqlite.pragma('wal_checkpoint(TRUNCATE)') }
}

/** The PostgreSQL database at `url`, which must hold no table: the generator never overwrites data. */
async function emptyPostgres(url: string): Promise<Target> {
  const db = openDatabase(url)
  const tables = await db.values<string>(schemaQuery(db, 'tables'))
  if (tables.length) {
    await db.close()
    throw new Error(`DATABASE_URL names a database that already holds ${tables.length} tables: seed:large builds only into an empty one`)
  }
  return { db, name: `PostgreSQL database ${new URL(url).pathname.slice(1)}`, finish: () => {} }
}

// Run only as a script, so tests can import the generator without building a database.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main()
