// The change feed: what GET /api/sync/changes answers and the entity names both sides agree on.
import { z } from 'zod'
import { CLIENT_ID_PATTERN } from './client-mutations'
import { FIRST_CURSOR, SYNC_ENTITIES, SYNC_PAGE_DEFAULT, SYNC_PAGE_MAX } from './entities'

export * from './entities'

export const changeSchema = z.object({
  entity: z.enum(SYNC_ENTITIES),
  id: z.number(),
  op: z.enum(['put', 'delete']),
  /** The row as the REST calls send it (without joined extras); null for deletes. */
  data: z.record(z.string(), z.unknown()).nullable(),
  version: z.number(),
})
export type Change = z.infer<typeof changeSchema>

export const changesPageSchema = z.object({
  changes: z.array(changeSchema),
  /** Cursor to send as `since` next time (opaque). */
  next: z.string(),
  hasMore: z.boolean(),
  /**
   * What the server holds of the asking client (sync/protocol/client-mutations.ts), when the request
   * named one and a person is signed in (a new client is registered); null: the device says the server
   * knew the client, and it holds no record of it any more.
   */
  client: z
    .object({
      lastMutationId: z.number(),
      lastRowId: z.number().nullable(),
      lastRowVersion: z.number().nullable().optional(),
      batch: z.array(z.tuple([z.number(), z.number(), z.number().nullable()]).rest(z.number().nullable())).optional(),
    })
    .nullable()
    .optional(),
})
export type ChangesPage = z.infer<typeof changesPageSchema>

export const changesQuery = z.object({
  /** A cursor the feed answered (`next`), or FIRST_CURSOR; api/sync/cursor.ts reads it. */
  since: z.string().max(64, 'since must be a cursor from the change feed').default(FIRST_CURSOR),
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(SYNC_PAGE_MAX, `limit must be at most ${SYNC_PAGE_MAX}`).default(SYNC_PAGE_DEFAULT),
  /**
   * 'all' (default): everything this caller may see. 'account': only the rows whose visibility depends on who is
   * signed in (their own rows; for admins also users and drafts), so a client that just signed in can fetch them
   * from 0 without pulling the whole catalogue again.
   */
  scope: z.enum(['all', 'account']).default('all'),
  /** The asking device's client id for the signed-in person: the answer says what the server applied of it. */
  client: z.string().regex(CLIENT_ID_PATTERN, 'client must be a client id (8-64 letters, digits, _ or -)').optional(),
  /** '1': the server has registered this client before (unknown now, it was forgotten: the answer's client is null). */
  known: z.enum(['0', '1']).optional(),
  /** '1': the device holds changes it sent in a batch whose answer it lost: the answer's client carries the batch's kept answers. */
  batch: z.enum(['0', '1']).optional(),
})
export type ChangesQuery = z.infer<typeof changesQuery>

/** POST /api/sync/clients: the device's client for the person signed in, registered before it numbers a change. */
export const clientRegistrationSchema = z.object({
  client: z.string().regex(CLIENT_ID_PATTERN, 'client must be a client id (8-64 letters, digits, _ or -)'),
})
