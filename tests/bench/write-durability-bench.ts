// npm run bench:durability [writes] — what synchronous = FULL (api/db/connection.ts) costs per write,
// beside NORMAL: the same single-row write an API call makes (a vendor insert with its version bump and
// change-log entry, one transaction each), on a real file on this machine's disk (.tmp/, not a tmpfs,
// where fsync would be free). Prints milliseconds per write (median, p95, mean) and the load average.
// A benchmark, never a timed test: it prints numbers.
import { mkdirSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { openSqliteFile } from '../../api/db/connection'
import { migrate } from '../../api/db/migrate'
import { insertRow } from '../../api/db/repo'
import { vendorsTable } from '../../api/db/tables'

const WRITES = Number(process.argv[2] ?? 500)
const DIR = '.tmp/bench-durability'

const vendor = (i: number) => ({
  name: `Bench Vendor ${i}`, slug: `bench-vendor-${i}`, logoUrl: null, description: 'Bench', category: 'security', featured: false,
  securityRating: 4, valueRating: 4, supportRating: 4, easeOfUseRating: 4, featureRating: 4, pricingModel: 'Per user',
  pros: [], cons: [], integrations: [], createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(),
})

async function run(mode: 'NORMAL' | 'FULL'): Promise<number[]> {
  const file = join(DIR, `${mode.toLowerCase()}.db`)
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  const db = openSqliteFile(file)
  db.sqlite.pragma(`synchronous = ${mode}`)
  await migrate(db)
  const times: number[] = []
  for (let i = 0; i < WRITES; i++) {
    const t0 = performance.now()
    await db.transaction(async (tx) => await insertRow(tx, vendorsTable, vendor(i)))
    times.push(performance.now() - t0)
  }
  await db.close()
  return times
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return { median: at(0.5), p95: at(0.95), mean: times.reduce((a, b) => a + b, 0) / times.length }
}

mkdirSync(DIR, { recursive: true })
await run('FULL') // warm-up: the first file's creation and the code's first compile
console.log(`${WRITES} single-row writes, one transaction each; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`)
for (const mode of ['NORMAL', 'FULL'] as const) {
  const { median, p95, mean } = stats(await run(mode))
  console.log(`synchronous = ${mode.padEnd(6)}  median ${median.toFixed(3)} ms  p95 ${p95.toFixed(3)} ms  mean ${mean.toFixed(3)} ms per write`)
}
rmSync(DIR, { recursive: true, force: true })
