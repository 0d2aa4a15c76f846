// The embedded engine: one better-sqlite3 connection behind the asynchronous handle every repo uses
// (api/db/db-handle.ts). better-sqlite3 runs each statement synchronously, so a query resolves at
// once; what the handle adds is the transaction's isolation. A transaction stays open across the
// awaits of its work, and on one connection every other request's statements would run inside it,
// seeing and joining its uncommitted writes. So while a transaction is open, the database's own
// queries and other transactions wait, in order, for it to end; `tx`, the transaction's handle, runs
// at once.
import Database from 'better-sqlite3'
import { CommitNotices } from './commit-notices'
import type { Db, OpenDb, RunResult, Tx } from './db-handle'
import { inSavepoint } from './savepoint'

/**
 * How long a query waits for an open transaction before failing. Transactions here hold the database
 * for well under a millisecond (their work awaits nothing but SQL); one that waits this long is stuck,
 * most likely on a query made through the database instead of its own `tx`.
 */
const WAIT_LIMIT_MS = 10_000

type Statement = Database.Statement

/** The statements of one connection, compiled once per SQL text: compiling costs more than a point query. */
class StatementCache {
  private readonly cache = new Map<string, Statement>()

  constructor(private readonly sqlite: Database.Database) {}

  get(sql: string): Statement {
    let statement = this.cache.get(sql)
    if (!statement) {
      statement = this.sqlite.prepare(sql)
      if (this.cache.size < 2000) this.cache.set(sql, statement)
    }
    return statement
  }
}

/** The statements themselves, run now: the database's when no transaction is open, a transaction's always. */
class Runner {
  constructor(
    protected readonly sqlite: Database.Database,
    protected readonly statements: StatementCache,
  ) {}

  protected getNow<T>(sql: string, params: unknown[]): T | undefined {
    return this.statements.get(sql).pluck(false).get(...params) as T | undefined
  }

  protected allNow<T>(sql: string, params: unknown[]): T[] {
    return this.statements.get(sql).pluck(false).all(...params) as T[]
  }

  protected valueNow<T>(sql: string, params: unknown[]): T | undefined {
    return this.statements.get(sql).pluck(true).get(...params) as T | undefined
  }

  protected valuesNow<T>(sql: string, params: unknown[]): T[] {
    return this.statements.get(sql).pluck(true).all(...params) as T[]
  }

  protected runNow(sql: string, params: unknown[]): RunResult {
    return { changes: this.statements.get(sql).run(...params).changes }
  }
}

/** An open transaction on the connection: its statements run at once, a nested transaction is a savepoint. */
class SqliteTx extends Runner implements Tx {
  readonly engine = 'sqlite' as const
  readonly inTransaction = true as const
  private savepoints = 0

  get open() {
    return this.sqlite.open
  }

  constructor(
    sqlite: Database.Database,
    statements: StatementCache,
    readonly notices: CommitNotices,
  ) {
    super(sqlite, statements)
  }

  get<T>(sql: string, ...params: unknown[]) {
    return Promise.resolve(this.getNow<T>(sql, params))
  }
  all<T>(sql: string, ...params: unknown[]) {
    return Promise.resolve(this.allNow<T>(sql, params))
  }
  value<T>(sql: string, ...params: unknown[]) {
    return Promise.resolve(this.valueNow<T>(sql, params))
  }
  values<T>(sql: string, ...params: unknown[]) {
    return Promise.resolve(this.valuesNow<T>(sql, params))
  }
  run(sql: string, ...params: unknown[]) {
    return Promise.resolve(this.runNow(sql, params))
  }
  exec(sql: string) {
    this.sqlite.exec(sql)
    return Promise.resolve()
  }

  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return await inSavepoint(`nested_${++this.savepoints}`, (sql) => this.sqlite.exec(sql), () => work(this))
  }
}

/** The database on one SQLite connection. */
export class SqliteDb extends Runner implements OpenDb {
  readonly engine = 'sqlite' as const
  readonly inTransaction = false
  readonly notices = new CommitNotices()
  /** True while a transaction holds the connection. */
  private held = false
  /** Callers waiting for the connection, first come first served. */
  private readonly queue: (() => void)[] = []

  constructor(readonly sqlite: Database.Database) {
    super(sqlite, new StatementCache(sqlite))
  }

  get open() {
    return this.sqlite.open
  }

  async get<T>(sql: string, ...params: unknown[]) {
    return this.held ? await this.later(() => this.getNow<T>(sql, params)) : Promise.resolve(this.getNow<T>(sql, params))
  }
  async all<T>(sql: string, ...params: unknown[]) {
    return this.held ? await this.later(() => this.allNow<T>(sql, params)) : Promise.resolve(this.allNow<T>(sql, params))
  }
  async value<T>(sql: string, ...params: unknown[]) {
    return this.held ? await this.later(() => this.valueNow<T>(sql, params)) : Promise.resolve(this.valueNow<T>(sql, params))
  }
  async values<T>(sql: string, ...params: unknown[]) {
    return this.held ? await this.later(() => this.valuesNow<T>(sql, params)) : Promise.resolve(this.valuesNow<T>(sql, params))
  }
  async run(sql: string, ...params: unknown[]) {
    return this.held ? await this.later(() => this.runNow(sql, params)) : Promise.resolve(this.runNow(sql, params))
  }
  async exec(sql: string) {
    const statements = () => {
      this.sqlite.exec(sql)
    }
    return this.held ? await this.later(statements) : Promise.resolve(statements())
  }

  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    await this.acquire()
    try {
      this.sqlite.exec('BEGIN')
      const tx = new SqliteTx(this.sqlite, this.statements, this.notices)
      let result: T
      try {
        result = await work(tx)
      } catch (err) {
        if (this.sqlite.inTransaction) this.sqlite.exec('ROLLBACK')
        this.notices.rolledBack()
        throw err
      }
      this.sqlite.exec('COMMIT')
      this.notices.committed()
      return result
    } finally {
      this.release()
    }
  }

  close(): Promise<void> {
    this.sqlite.close()
    return Promise.resolve()
  }

  /** Runs `statement` once no transaction holds the connection. */
  private async later<T>(statement: () => T): Promise<T> {
    await this.acquire()
    try {
      return statement()
    } finally {
      this.release()
    }
  }

  private acquire(): Promise<void> {
    if (!this.held) {
      this.held = true
      return Promise.resolve()
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.queue.splice(this.queue.indexOf(granted), 1)
        reject(new Error(`Waited ${WAIT_LIMIT_MS / 1000} s for a transaction to end: a query through the database instead of the transaction's own handle?`))
      }, WAIT_LIMIT_MS)
      const granted = () => {
        clearTimeout(timer)
        resolve()
      }
      this.queue.push(granted)
    })
  }

  /** Hands the connection to the next caller waiting, or frees it. */
  private release(): void {
    const next = this.queue.shift()
    if (next) next()
    else this.held = false
  }
}

/** The SQLite connection under a database this process opened on SQLite (backups, restores, bulk builds). */
export function sqliteOf(db: Db): Database.Database {
  if (!(db instanceof SqliteDb)) throw new Error('This needs the database itself, on SQLite, not a transaction in it.')
  return db.sqlite
}
