// A board made here has a temporary negative id until the server answers; the sync engine then re-keys
// the row (delete temp, put real, in one transaction). A screen showing /evaluation-center/-3 must
// follow the board to its real id, so these hooks remember which real id replaced which temporary one.
import { db } from './db'

const realIds = new Map<number, number>()
let lastDeleted: { id: number; name: unknown; createdAt: unknown } | null = null

db.boards.hook('deleting', (key, row) => {
  if (typeof key === 'number' && key < 0) lastDeleted = { id: key, name: row?.name, createdAt: row?.createdAt }
})
db.boards.hook('creating', (key, row) => {
  const id = typeof key === 'number' ? key : row?.id
  // The re-keyed row is the deleted temporary row with its new id: same name, same local creation time.
  if (lastDeleted && typeof id === 'number' && id > 0 && row?.name === lastDeleted.name && row?.createdAt === lastDeleted.createdAt) {
    realIds.set(lastDeleted.id, id)
    lastDeleted = null
  }
})

// When a pull brought the server's row first, re-keying overwrites that row: an update, not a create.
db.boards.hook('updating', (changes, key, row) => {
  const next = { ...row, ...(changes as Record<string, unknown>) }
  if (lastDeleted && typeof key === 'number' && key > 0 && next.name === lastDeleted.name && next.createdAt === lastDeleted.createdAt) {
    realIds.set(lastDeleted.id, key)
    lastDeleted = null
  }
})

/** The server's id for a board first saved under `tempId` in this tab, if it has landed. */
export function realBoardId(tempId: number): number | undefined {
  return realIds.get(tempId)
}

const tempNames = new Map<number, string>()
/** Called when a board is created here, so it can be found again if the hooks above missed its re-keying. */
export function rememberTempBoard(tempId: number, name: string): void {
  tempNames.set(tempId, name)
}

/** Fallback: the newest synced board with the name the temporary board had (null when none). */
export async function findMovedBoard(tempId: number): Promise<number | null> {
  const mapped = realIds.get(tempId)
  if (mapped) return mapped
  const name = tempNames.get(tempId)
  if (name === undefined) return null
  const matches = await db.boards.filter((b) => b.id > 0 && b.name === name).toArray()
  return matches.sort((a, b) => b.id - a.id)[0]?.id ?? null
}
