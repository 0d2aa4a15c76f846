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

/** The server's id for a board first saved under `tempId` in this tab, if it has landed. */
export function realBoardId(tempId: number): number | undefined {
  return realIds.get(tempId)
}
