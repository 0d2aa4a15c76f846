// The database as every repo and route sees it, whatever engine stores it (api/db/sqlite-db.ts opens
// the embedded SQLite file, api/db/postgres-db.ts a PostgreSQL server). Every call is asynchronous, as a networked database's must be; the SQL
// is one text for every engine, `?` for each positional parameter, `@name` for a named one (pass one
// object). Kept apart from the code that opens a database so that modules it uses (commit notices)
// can name these types without importing it back.
import type { CommitNotices } from './commit-notices'

export type Row = Record<string, unknown>

export type Engine = 'sqlite' | 'postgres'

export interface RunResult {
  /** Rows the statement inserted, updated or deleted. */
  changes: number
}

export interface Queries {
  /** The first row the statement returns, or undefined. */
  get<T = Row>(sql: string, ...params: unknown[]): Promise<T | undefined>
  all<T = Row>(sql: string, ...params: unknown[]): Promise<T[]>
  /** The first column of the first row, or undefined when there is no row. */
  value<T = unknown>(sql: string, ...params: unknown[]): Promise<T | undefined>
  /** The first column of every row. */
  values<T = unknown>(sql: string, ...params: unknown[]): Promise<T[]>
  /** A statement that returns no rows. */
  run(sql: string, ...params: unknown[]): Promise<RunResult>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

/** The database, or a transaction in it: both read and write the same way. */
export interface Db extends Queries {
  readonly engine: Engine
  /** False once the process closed the database (shutting down): background work stops asking. */
  readonly open: boolean
  /** True inside a transaction (a `Tx`). */
  readonly inTransaction: boolean
  /** What the transactions changed, told to listeners once each commits (api/db/commit-notices.ts). */
  readonly notices: CommitNotices
  /**
   * Runs `work` in a transaction: it commits when `work` resolves and rolls back when it rejects. Inside
   * one, a nested call is a savepoint. Everything `work` reads and writes goes through `tx`: the
   * database itself waits for the transaction to end, so a query on it from inside `work` never returns.
   * `work` awaits nothing but `tx` (no file, no network, no timer): the transaction holds the database.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>
}

/** A transaction: the versioned writes (api/db/repo.ts) take one, so a row, its version and its change-log entry commit together. */
export interface Tx extends Db {
  readonly inTransaction: true
}

/** A database this process opened, which it closes on shutdown. */
export interface OpenDb extends Db {
  close(): Promise<void>
}
