// Where the board at /evaluation-center/{id} comes from: the local copy (the buyer's own boards, also
// offline), or the server (one of the buyer's own boards this browser has not synced yet; anyone else's
// board is 404 by id, shared or not: shared boards open by token, use-shared-board.ts). A board created here keeps its
// temporary negative id until the server answers; the screen then follows it to its real id.
import { useEffect, useState } from 'react'
import type { Board } from '../../../sync/schemas'
import { ApiError } from '../../sync/base/api-client'
import { fetchBoard, findMovedBoard, useLocalBoard, type RemoteBoard } from './boards'
import { useLiveQuery } from 'dexie-react-hooks'

export type BoardSource =
  | { status: 'loading' }
  | { status: 'local'; board: Board }
  | { status: 'remote'; board: RemoteBoard }
  | { status: 'moved'; to: number }
  | { status: 'not-found' }
  | { status: 'unreachable'; message: string }

type RemoteState = { id: number; result: BoardSource } | null

export function useBoardSource(id: number): BoardSource {
  const valid = Number.isInteger(id) && id !== 0
  const local = useLocalBoard(valid ? id : 0)
  const [remote, setRemote] = useState<RemoteState>(null)
  const needRemote = valid && id > 0 && local === null
  // A board created here that has since landed: its real id (undefined while looking).
  const moved = useLiveQuery(async () => (valid && id < 0 && local === null ? findMovedBoard(id) : null), [id, valid, local === null])

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
  if (local === undefined) return { status: 'loading' }
  if (local) return { status: 'local', board: local }
  if (id < 0) {
    if (moved === undefined) return { status: 'loading' }
    return moved ? { status: 'moved', to: moved } : { status: 'not-found' }
  }
  return remote && remote.id === id ? remote.result : { status: 'loading' }
}
