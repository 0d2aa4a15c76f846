// A throwaway PostgreSQL cluster for the benchmarks (scripts/pg-cluster.js, in its own folder so a
// test run's cluster is never touched), and databases in it copied from a SQLite benchmark file
// (api/db/copy-to-postgres.ts): seconds, where generating 60k rows on PostgreSQL takes minutes.
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openSqliteFile } from '../../../api/db/connection'
import { copyToPostgres } from '../../../api/db/copy-to-postgres'
import { PostgresDb } from '../../../api/db/postgres-db'

const CLUSTER_DIR = join(tmpdir(), 'vetted-pg-bench')

function cluster(command: 'start' | 'stop'): string {
  const out = execFileSync('node', ['scripts/pg-cluster.js', command], { encoding: 'utf8', env: { ...process.env, PG_CLUSTER_DIR: CLUSTER_DIR } })
  return out.trim().split('\n').pop() ?? ''
}

export interface BenchPostgres {
  /** A new empty database (a server starting on it migrates and seeds it); returns its URL. */
  fresh: () => Promise<string>
  /** A new database holding a copy of the SQLite file `path`; returns its URL. */
  copyOf: (path: string) => Promise<string>
  stop: () => void
}

export async function startBenchPostgres(): Promise<BenchPostgres> {
  const base = cluster('start')
  let made = 0
  const fresh = async () => {
    const name = `vetted_bench_${++made}`
    const server = PostgresDb.connect(base)
    await server.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => server.exec(`CREATE DATABASE ${name}`)).finally(() => server.close())
    const url = new URL(base)
    url.pathname = `/${name}`
    return url.toString()
  }
  return {
    fresh,
    copyOf: async (path) => {
      const url = await fresh()
      const source = openSqliteFile(path)
      const target = PostgresDb.connect(url)
      try {
        await copyToPostgres(source, target)
      } finally {
        await source.close()
        await target.close()
      }
      return url
    },
    stop: () => void cluster('stop'),
  }
}
