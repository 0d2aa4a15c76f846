// Where the board at /evaluation-center/{id} comes from: the local copy (the buyer's own boards, also
// offline), or the server (one of the buyer's own boards this browser has not synced yet; anyone else's
// board is 404 by id, shared or not: shared boards open by token, use-shared-board.ts). A board created here keeps its
// temporary negative id until the server answers; the screen then follows it to its real id.
import { useEffect, useState } from 'react'
import type { Board } from '../../../sync/schemas'
import { ApiError } from '../../sync/base/api-client'
import { db } from '../../db/db'
import { fetchBoard, findMovedBoard, type RemoteBoard } from './boards'
import { useLiveQuery } from 'dexie-react-hooks'

export type BoardSource =
  | { status: 'loading' }
  | { status: 'local'; board: Board }
  | { status: 'remote'; board: RemoteBoard }
  | { status: 'moved'; to: number }
  | { status: 'not-found' }
  | { status: 'unreachable'; message: string }

type RemoteState = { id: number; result: BoardSource } | null

/** What this browser holds for one id: the board, or for a temporary id whose board has landed, its
 * real id. One query answers both so the screen never sees the board gone before the move is known. */
interface LocalLook { id: number; board: Board | null; movedTo: number | null }

async function lookLocally(id: number): Promise<LocalLook> {
  const board = (await db.boards.get(id)) ?? null
  return { id, board, movedTo: board || id > 0 ? null : await findMovedBoard(id) }
}

export function useBoardSource(id: number): BoardSource {
  const valid = Number.isInteger(id) && id !== 0
  const look = useLiveQuery(() => (valid ? lookLocally(id) : undefined), [id, valid])
  // After the address changes, the hook still holds the previous id's answer until the new one comes.
  const current = look && look.id === id ? look : undefined
  const local = current?.board
  const [remote, setRemote] = useState<RemoteState>(null)
  const needRemote = valid && id > 0 && current !== undefined && local === null

  useEffect(() => {
    if (!needRemote) return
    let live = true
    fetchBoard(id)
      .then((board) => live && setRemote({ id, result: { status: 'remote', board } }))
      .catch((error: unknown) => {
        if (!live) return
        const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400)
        setRemote({ id, result: notFound ? { status: 'not-found' } : { status: 'unreachable', message: error instanceof ApiError ? error.userMessage : 'You appear to be offline.' } })
      })
    return () => { live = false }
  }, [id, needRemote])

  if (!valid) return { status: 'not-found' }
  if (!current) return { status: 'loading' }
  if (current.board) return { status: 'local', board: current.board }
  if (id < 0) return current.movedTo ? { status: 'moved', to: current.movedTo } : { status: 'not-found' }
  return remote && remote.id === id ? remote.result : { status: 'loading' }
}
