// The answers the server keeps of batches (docs/security.md, "Abuse"; docs/sync.md, "Batched push"):
// a client keeps its last batch's only, and only the account's MAX_BATCH_CLIENTS_PER_ACCOUNT clients
// seen last keep any, so made-up client ids cannot make an account store a batch's answers each.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_BATCH_CLIENTS_PER_ACCOUNT } from '../../api/sync/batch-answers'
import type { PushAnswer } from '../../sync/protocol/push'
import { count } from '../api/buyer-fixtures'
import { makeHarness, type Harness } from '../api/harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

describe('what the server keeps of batches', () => {
  it("keeps the answers of a client's last batch only, and of the account's clients seen last", async () => {
    const { cookie, id: userId } = await h.addUser('many-devices')
    const kept = async (client: string) => await count(h.db, 'sync_batch_answers', 'user_id = ? AND client_id = ?', userId, client)
    // Refused (no such vendor), and kept under its number like an applied change.
    const favourite = (id: number) => ({ id, name: 'favorite.add', entityId: -id, tempId: -id, args: { itemType: 'vendor', itemId: 999_999 } })
    const clients = Array.from({ length: MAX_BATCH_CLIENTS_PER_ACCOUNT + 1 }, () => randomUUID())
    const pushTwo = async (client: string) => {
      const res = await h.call('post', '/api/sync/push', cookie).send({ client, mutations: [favourite(1), favourite(2)] })
      expect((res.body as PushAnswer).results.map((r) => r.outcome)).toEqual(['refused', 'refused'])
    }
    const older = clients.slice(0, MAX_BATCH_CLIENTS_PER_ACCOUNT)
    const newest = clients[MAX_BATCH_CLIENTS_PER_ACCOUNT]
    for (const client of older) await pushTwo(client)
    // Seen one after the other, the first longest ago.
    for (const [i, client] of older.entries()) await h.db.run('UPDATE sync_clients SET seen_at = ? WHERE client_id = ?', 1000 + i, client)
    await pushTwo(newest)
    expect(await Promise.all(clients.map(kept))).toEqual([0, ...older.slice(1).map(() => 2), 2])
    // The next batch of a client drops its own answers below its first change.
    await h.call('post', '/api/sync/push', cookie).send({ client: newest, known: true, mutations: [favourite(3)] })
    expect(await Promise.all(clients.map(kept))).toEqual([0, ...older.slice(1).map(() => 2), 1])
  })
})
