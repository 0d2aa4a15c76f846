// One process at a time for work that several server processes on one PostgreSQL database would
// otherwise all do (the catalogue snapshot's build): a session-level advisory lock, held on a
// connection of its own for as long as the work runs. A process that dies while holding it loses its
// connection, and with it the lock, so another takes over at its next try.
import type { Db } from './db-handle'
import { postgresOf } from './postgres-db'

/**
 * Runs `work` if no other session holds lock `key` on this database; answers false, without waiting,
 * when one does.
 */
export async function whileHoldingLock(db: Db, key: number, work: () => Promise<void>): Promise<boolean> {
  const client = await postgresOf(db).pool.connect()
  // A connection whose lock could not be given back is closed, not handed to other work still holding it.
  let broken: Error | undefined
  try {
    const { rows } = await client.query<{ held: number }>('SELECT pg_try_advisory_lock($1) AS held', [key])
    if (!rows[0].held) return false
    try {
      await work()
      return true
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch((err: Error) => (broken = err))
    }
  } finally {
    client.release(broken)
  }
}
