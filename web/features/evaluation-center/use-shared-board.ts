// Where the board at /evaluation-center/shared/{token} comes from: the buyer's own board when the token
// is one of theirs (the owner opening their own link gets the editable board), else the server's
// public view of the shared board (GET /api/boards/shared/{token}: read-only, without owner or ids). A
// token that is unknown, malformed or revoked (sharing turned off) is not found.
import { useEffect, useState } from 'react'
import type { SharedBoard } from '../../../sync/schemas'
import { ApiError } from '../../sync/base/api-client'
import { fetchSharedBoard, useOwnBoardByToken } from '../../data/account/boards'

export type SharedBoardSource =
  | { status: 'loading' }
  | { status: 'own'; id: number }
  | { status: 'shared'; board: SharedBoard }
  | { status: 'not-found' }
  | { status: 'unreachable'; message: string }

export function useSharedBoard(token: string): SharedBoardSource {
  const own = useOwnBoardByToken(token)
  const [remote, setRemote] = useState<{ token: string; result: SharedBoardSource } | null>(null)
  const needRemote = own === null

  useEffect(() => {
    if (!needRemote) return
    let live = true
    fetchSharedBoard(token)
      .then((board) => live && setRemote({ token, result: { status: 'shared', board } }))
      .catch((error: unknown) => {
        if (!live) return
        const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400)
        setRemote({ token, result: notFound ? { status: 'not-found' } : { status: 'unreachable', message: error instanceof ApiError ? error.userMessage : 'You appear to be offline.' } })
      })
    return () => { live = false }
  }, [token, needRemote])

  if (own === undefined) return { status: 'loading' }
  if (own) return { status: 'own', id: own.id }
  return remote && remote.token === token ? remote.result : { status: 'loading' }
}
