// Comments on a board's items on this device (docs/board-teams.md, "Comments and notifications"):
// the threads the feed brings, and the author's own writes. Each write is an optimistic local change
// queued as a named mutation (sync/mutations/board-comments.ts): a comment written offline shows at
// once, is marked waiting while its change is queued, and lands once. The server decides who may
// write (sync/rules/board-comments.ts); a refused change is rolled back with its message.
import { useLiveQuery } from 'dexie-react-hooks'
import { displayName } from '../../../sync/rules/user-display'
import type { BoardComment } from '../../../sync/schemas'
import { db as appDb, type VettedDb } from '../../db/db'
import { useSession } from '../../sync/base/session'
import { currentId } from '../../sync/copy/remap-local'
import { queueWrite } from '../../sync/push/local-writes'

const none: never[] = []

/** The board's comments, oldest first (every item's threads); undefined while reading. */
export function useBoardComments(boardId: number): BoardComment[] | undefined {
  return useLiveQuery(async () => {
    const rows = await appDb.boardComments.where('boardId').equals(boardId).toArray()
    return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
  }, [boardId])
}

/** The ids of the comments whose change still waits to reach the server (written offline, or not sent yet). */
export function useWaitingComments(): ReadonlySet<number> {
  const ids = useLiveQuery(async () =>
    (await appDb.outbox.where('[entity+entityId]').between(['boardComment', -Infinity], ['boardComment', Infinity]).toArray()).map((e) => e.entityId))
  return new Set(ids ?? none)
}

function signedIn() {
  const user = useSession.getState().user
  if (!user) throw new Error('Sign in to comment')
  return user
}

/** Writes a comment in the item's thread: shown at once (a temporary id), sent when online. */
export async function addComment(boardId: number, itemId: number, text: string, d: VettedDb = appDb): Promise<void> {
  const user = signedIn()
  await queueWrite(d, [d.boardComments], async ({ queue, tempId }) => {
    const board = await currentId(d, 'board', boardId)
    const id = await tempId()
    const now = new Date().toISOString()
    await d.boardComments.put({
      id, version: 0, boardId: board, itemId, userId: user.id, authorName: displayName(user) || user.username, authorUsername: user.username,
      text: text.trim(), editedAt: null, createdAt: now, updatedAt: now,
    })
    await queue({ name: 'boardComment.add', entityId: id, tempId: id, args: { boardId: board, itemId, text: text.trim() }, before: null })
  })
}

/** The author's new text for their comment. */
export async function editComment(comment: BoardComment, text: string, d: VettedDb = appDb): Promise<void> {
  signedIn()
  await queueWrite(d, [d.boardComments], async ({ queue }) => {
    const id = await currentId(d, 'boardComment', comment.id)
    const before = await d.boardComments.get(id)
    if (!before) throw new Error('This comment is no longer here')
    const at = new Date().toISOString()
    await d.boardComments.put({ ...before, text: text.trim(), editedAt: at })
    await queue({ name: 'boardComment.edit', entityId: id, args: { boardId: before.boardId, text: text.trim(), at }, before })
  })
}

/** The author takes their comment back. */
export async function deleteComment(comment: BoardComment, d: VettedDb = appDb): Promise<void> {
  signedIn()
  await queueWrite(d, [d.boardComments], async ({ queue }) => {
    const id = await currentId(d, 'boardComment', comment.id)
    const before = (await d.boardComments.get(id)) ?? null
    await d.boardComments.delete(id)
    await queue({ name: 'boardComment.remove', entityId: id, args: { boardId: before?.boardId ?? comment.boardId }, before })
  })
}
