// The answers of a client's last batch (docs/sync.md, "Batched push"; table sync_batch_answers). One
// answer per client (api/sync/clients.ts) covers a device that sends its changes one at a time; a batch
// puts many changes in flight at once, and any of them may have been applied, refused or held back
// when the batch's answer is lost. So each change of a batch that the server applied or refused for
// good is kept with its answer under its number: applied in the change's own transaction, a refusal
// before the next change of the batch runs. Sent again, it is answered from here.
import type { Db } from '../db/connection'
import { jsonNumberAt } from '../db/dialect'

interface Answer {
  status: number
  body: unknown
}

/** The kept answer of a batch's change, or undefined. */
export async function batchAnswerOf(db: Db, userId: number, clientId: string, mutationId: number): Promise<Answer | undefined> {
  const row = await db.get<{ status: number; answer: string }>('SELECT status, answer FROM sync_batch_answers WHERE user_id = ? AND client_id = ? AND mutation_id = ?', userId, clientId, mutationId)
  return row && { status: row.status, body: JSON.parse(row.answer) as unknown }
}

/** Every kept answer of the client's last batch, for a pull that asks (sync/protocol/client-mutations.ts, ClientState.batch). */
export async function batchAnswersOf(db: Db, userId: number, clientId: string): Promise<[number, number, number | null, number | null][]> {
  const rows = await db.all<{ mutation_id: number; status: number; row_id: unknown; row_version: unknown }>(`SELECT mutation_id, status, ${jsonNumberAt(db, 'answer', 'id')} AS row_id, ${jsonNumberAt(db, 'answer', 'version')} AS row_version
      FROM sync_batch_answers WHERE user_id = ? AND client_id = ? ORDER BY mutation_id`, userId, clientId)
  return rows.map((r) => {
    const rowId = typeof r.row_id === 'number' ? r.row_id : null
    return [r.mutation_id, r.status, rowId, rowId !== null && typeof r.row_version === 'number' ? r.row_version : null]
  })
}

/** Keeps a batch change's answer; call in the change's transaction (applied), or right after it (refused). The client's record must exist. */
export async function keepBatchAnswer(db: Db, userId: number, clientId: string, mutationId: number, status: number, body: unknown): Promise<void> {
  await db.run(`INSERT INTO sync_batch_answers (user_id, client_id, mutation_id, status, answer) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, client_id, mutation_id) DO UPDATE SET status = excluded.status, answer = excluded.answer`, userId, clientId, mutationId, status, JSON.stringify(body ?? null))
}

/**
 * Clients of one account whose last batch's answers are kept: a person's devices, not every client id
 * an account could make up (each keeps up to a batch's worth of answers: docs/security.md, "Abuse").
 */
export const MAX_BATCH_CLIENTS_PER_ACCOUNT = 5

/**
 * Before a batch starting at `firstMutationId`: the device holds no answerless change numbered below
 * it (it sends those first, in number order: web/sync/push/sender.ts), so their answers go; and only
 * the account's MAX_BATCH_CLIENTS_PER_ACCOUNT clients seen last keep theirs.
 */
export async function dropBatchAnswersBelow(db: Db, userId: number, clientId: string, firstMutationId: number): Promise<void> {
  await db.run('DELETE FROM sync_batch_answers WHERE user_id = ? AND client_id = ? AND mutation_id < ?', userId, clientId, firstMutationId)
  await db.run(`DELETE FROM sync_batch_answers WHERE user_id = ? AND client_id <> ? AND client_id NOT IN
    (SELECT client_id FROM sync_clients WHERE user_id = ? AND client_id <> ? ORDER BY seen_at DESC, client_id LIMIT ?)`, userId, clientId, userId, clientId, MAX_BATCH_CLIENTS_PER_ACCOUNT - 1)
}
