// The named mutations of a board's history (docs/board-teams.md, "Activity, undo and merging").
// - board.undo: takes back one change of the person's own (sync/rules/board-changes.ts). Not sent with
//   If-Match: the server refuses it only when someone else changed the same thing since, so a
//   colleague's edit of another field never stands in its way. On the device it shows only while the
//   board still shows the change, as on the server.
// - board.clash: a field where this person's offline edit and a colleague's disagree (a real clash,
//   sync/protocol/merge.ts), parked for the person to choose (web/sync/push/conflicts.ts). It changes
//   nothing on the row; choosing "mine" queues an ordinary edit with their value.
import { asBoardChange, reverseChange, showsChange, withChange } from '../rules/board-changes'
import { defineMutation } from './define-mutation'

const boardPath = (id: number) => `/api/boards/${id}`

export const BOARD_UNDO = 'board.undo'
export const BOARD_CLASH = 'board.clash'

export const HISTORY_MUTATIONS = [
  defineMutation({
    name: BOARD_UNDO,
    entity: 'board',
    apply: (row, { change }) => {
      const c = asBoardChange(change)
      if (!row || !c || !showsChange(row, c)) return row
      return { ...row, ...withChange(row, reverseChange(c)) }
    },
    rest: ({ change }, id) => ({ method: 'POST', path: `${boardPath(id)}/undo`, body: { change } }),
  }),
  defineMutation({
    name: BOARD_CLASH,
    entity: 'board',
    apply: (row) => row,
    // Never sent while parked; "mine" is sent as a board.update (web/sync/push/conflicts.ts).
    rest: (_args, id) => ({ method: 'PATCH', path: boardPath(id), body: {} }),
  }),
]
