// The networked engine: a pool of PostgreSQL connections behind the asynchronous handle every repo uses
// (api/db/db-handle.ts). A query on the database takes any free connection and commits on its own; a
// transaction takes one connection for itself, from BEGIN to COMMIT or ROLLBACK, and its `tx` runs on
// that connection only, so transactions run side by side, isolated by PostgreSQL rather than queued.
import pg from 'pg'
import { CommitNotices } from './commit-notices'
import type { Db, OpenDb, Row, RunResult, Tx } from './db-handle'
import { PostgresNoticeRelay } from './postgres-notice-relay'
import { numberParameters } from './postgres-params'
import { inSavepoint } from './savepoint'

// Values read as the SQLite engine reads them, so a repo sees the same row whatever the engine:
// 64-bit integers (COUNT, ids, epoch milliseconds) and NUMERIC (SUM of integers) as numbers, never
// strings; booleans (a comparison's result) as 1 and 0, SQLite having no boolean type; JSON as its text.
const INT8 = 20
const NUMERIC = 1700
const BOOL = 16
const JSON_OID = 114
const JSONB = 3802

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value)
    if (oid === BOOL) return (value: string) => (value === 't' ? 1 : 0)
    if (oid === JSON_OID || oid === JSONB) return (value: string) => value
    return (format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text')) as (value: string) => unknown
  }) as pg.CustomTypesConfig['getTypeParser'],
}

/** Where a statement runs: the pool (any connection) or a transaction's own connection. */
type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>

class Runner {
  constructor(protected readonly target: () => Queryable) {}

  private async rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    const { text, values } = numberParameters(sql, params)
    return (await this.target().query<T & Row>({ text, values })).rows
  }

  private async firstColumn<T>(sql: string, params: unknown[]): Promise<T[]> {
    const { text, values } = numberParameters(sql, params)
    const result = await this.target().query<unknown[]>({ text, values, rowMode: 'array' })
    return result.rows.map((row) => row[0] as T)
  }

  async get<T>(sql: string, ...params: unknown[]): Promise<T | undefined> {
    return (await this.rows<T>(sql, params))[0]
  }
  async all<T>(sql: string, ...params: unknown[]): Promise<T[]> {
    return await this.rows<T>(sql, params)
  }
  async value<T>(sql: string, ...params: unknown[]): Promise<T | undefined> {
    return (await this.firstColumn<T>(sql, params))[0]
  }
  async values<T>(sql: string, ...params: unknown[]): Promise<T[]> {
    return await this.firstColumn<T>(sql, params)
  }
  async run(sql: string, ...params: unknown[]): Promise<RunResult> {
    const { text, values } = numberParameters(sql, params)
    return { changes: (await this.target().query({ text, values })).rowCount ?? 0 }
  }
  /** Without parameters the statements go as one simple query, which may hold several. */
  async exec(sql: string): Promise<void> {
    await this.target().query(sql)
  }
}

/** An open transaction on its own connection; a nested transaction is a savepoint. */
class PostgresTx extends Runner implements Tx {
  readonly engine = 'postgres' as const
  readonly inTransaction = true as const
  private savepoints = 0
  /** False once the transaction ended: its connection went back to the pool, to other work. */
  private active = true

  constructor(
    private readonly client: pg.PoolClient,
    private readonly database: PostgresDb,
    readonly notices: CommitNotices,
  ) {
    super(() => {
      if (!this.active) throw new Error('This transaction has ended: a query through its handle after its work returned.')
      return this.client
    })
  }

  get open() {
    return this.database.open
  }

  end(): void {
    this.active = false
  }

  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return await inSavepoint(`nested_${++this.savepoints}`, (sql) => this.client.query(sql), () => work(this))
  }
}

/** The database on a pool of PostgreSQL connections. */
export class PostgresDb extends Runner implements OpenDb {
  readonly engine = 'postgres' as const
  readonly inTransaction = false
  /** Its commits' notices, and the other processes' on this database (api/db/postgres-notice-relay.ts). */
  readonly notices: CommitNotices
  readonly relay: PostgresNoticeRelay
  private closed = false

  constructor(readonly pool: pg.Pool) {
    super(() => pool)
    this.relay = new PostgresNoticeRelay(pool)
    this.notices = new CommitNotices(new Set(), this.relay)
  }

  /** A pool on the database at `url` (postgres://user:password@host:port/database). */
  static connect(url: string): PostgresDb {
    const pool = new pg.Pool({ connectionString: url, types })
    // An idle connection the server dropped (restart, timeout) is discarded by the pool; without a
    // listener its error would end the process.
    pool.on('error', (err) => console.error('An idle PostgreSQL connection failed:', err.message))
    return new PostgresDb(pool)
  }

  get open() {
    return !this.closed
  }

  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect()
    // A connection whose state is unknown (a failed BEGIN, ROLLBACK or COMMIT) is closed, not reused.
    let broken: Error | undefined
    const tx = new PostgresTx(client, this, this.notices.forTransaction())
    try {
      await this.control(client, 'BEGIN', (err) => (broken = err))
      let result: T
      try {
        result = await work(tx)
      } catch (err) {
        tx.end()
        tx.notices.rolledBack()
        await this.control(client, 'ROLLBACK', (failed) => (broken = failed)).catch(() => {})
        throw err
      }
      tx.end()
      await this.control(client, 'COMMIT', (err) => (broken = isStatementError(err) ? undefined : err))
      tx.notices.committed()
      return result
    } finally {
      client.release(broken)
    }
  }

  /** BEGIN, COMMIT or ROLLBACK; `failed` hears of its error before it is thrown. */
  private async control(client: pg.PoolClient, statement: string, failed: (err: Error) => void): Promise<void> {
    try {
      await client.query(statement)
    } catch (err) {
      failed(err as Error)
      throw err
    }
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    await this.relay.close()
    await this.pool.end()
  }
}

/** The PostgreSQL database itself behind `db` (its pool), for what only PostgreSQL does (advisory locks). */
export function postgresOf(db: Db): PostgresDb {
  if (!(db instanceof PostgresDb)) throw new Error('This needs the database itself, on PostgreSQL, not a transaction in it.')
  return db
}

/** An error PostgreSQL answered (it carries a SQLSTATE code), not a lost link to the server. */
function isStatementError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}
