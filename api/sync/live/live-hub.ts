// The open live connections of one server process (docs/sync.md, "Live pokes"), and who hears of
// each commit: catalogue changes every connection, anonymous ones included; an account's own rows only
// that account's connections; users and drafts only admins'. A poke carries the feed version and
// nothing else; the client pulls as usual.
//
// A connection belongs to the session it was opened with. When that session ends (sign-out, password
// change, deactivation: api/auth/sessions.ts notes it) the connection is closed; before any private
// poke, and at every heartbeat, the session is looked up again, so an expired session or a demoted
// admin never hears another private poke either. The browser reconnects as whoever its cookie now says.
import type { Response } from 'express'
import { findSessionUser } from '../../auth/sessions'
import type { AppContext } from '../../context'
import { onCommit, type CommitNotice } from '../../db/commit-notices'
import { HttpError } from '../../http/errors'
import { POKE_EVENT } from '../../../sync/protocol/live-events'
import { feedCursor } from '../cursor'

export interface LiveConnection {
  res: Response
  userId: number | null
  isAdmin: boolean
  /** The session it was opened with (null: an anonymous visitor). */
  sessionHash: string | null
  /** What the per-client cap counts: the session, or the address of a visitor without one. */
  clientKey: string
}

export interface LiveHub {
  /** The refusal a new connection from this client would get (server full, or this client at its cap), or null. */
  refusal(clientKey: string, signedIn: boolean): HttpError | null
  /** Registers an open stream; returns the function that forgets it (on the request's close). */
  add(connection: LiveConnection): () => void
  poke(connection: LiveConnection, version: number): Promise<void>
  /** Ends every stream and stops listening (graceful shutdown: nothing may hold the process open). */
  close(): void
  readonly size: number
}

/** A client that reads nothing while this much waits to be sent is gone or stuck: dropped. */
const MAX_UNSENT_BYTES = 64 * 1024
export const SERVER_FULL_MESSAGE = 'Live updates are at capacity on this server; the app keeps syncing on its timer.'
export const CLIENT_FULL_MESSAGE = 'Too many live connections from this client; the app keeps syncing on its timer.'

/**
 * A poke: its data the version and the feed cursor of it, its id that cursor, which the browser sends
 * back as Last-Event-ID when it reconnects: with the epoch in it, a reconnect after a restore is never
 * taken for one that heard a version of this database.
 */
export const pokeFrame = (version: number, cursor: string) =>
  `id: ${cursor}\nevent: ${POKE_EVENT}\ndata: ${JSON.stringify({ version, cursor })}\n\n`
const HEARTBEAT_FRAME = ': keep-alive\n\n'

export function createLiveHub({ db, config }: AppContext): LiveHub {
  const { maxConnections, maxPerSession, maxPerAddress, heartbeatMs } = config.live
  const connections = new Set<LiveConnection>()
  const perClient = new Map<string, number>()
  let heartbeat: ReturnType<typeof setInterval> | undefined

  const end = (c: LiveConnection) => {
    if (!c.res.writableEnded) c.res.end()
  }
  const send = (c: LiveConnection, frame: string) => {
    if (c.res.writableEnded) return
    if (c.res.writableLength > MAX_UNSENT_BYTES) return end(c)
    c.res.write(frame)
  }
  /** The connection's session still exists and still says who it was opened as; otherwise it is closed. */
  const stillSignedIn = async (c: LiveConnection): Promise<boolean> => {
    if (c.sessionHash === null) return true
    const user = await findSessionUser(db, config, c.sessionHash, { touch: false })
    const same = user !== undefined && user.id === c.userId && (user.role === 'admin') === c.isAdmin
    if (!same) end(c)
    return same
  }

  const deliver = async (notice: CommitNotice) => {
    let frame: string | undefined
    for (const c of connections) {
      const sessionEnded = c.sessionHash !== null && (notice.endedSessions.has(c.sessionHash) || notice.endedUsers.has(c.userId!))
      if (sessionEnded) {
        end(c)
        continue
      }
      if (notice.version === 0) continue
      frame ??= pokeFrame(notice.version, await feedCursor(db, notice.version))
      if (notice.everyone) {
        send(c, frame)
        continue
      }
      const concerns = (notice.admins && c.isAdmin) || (c.userId !== null && notice.owners.has(c.userId))
      if (concerns && await stillSignedIn(c)) send(c, frame)
    }
  }
  const unsubscribe = onCommit(db, deliver)

  const beat = async () => {
    for (const c of connections) if (await stillSignedIn(c)) send(c, HEARTBEAT_FRAME)
  }

  return {
    refusal(clientKey, signedIn) {
      if (connections.size >= maxConnections) return new HttpError(503, SERVER_FULL_MESSAGE)
      if ((perClient.get(clientKey) ?? 0) >= (signedIn ? maxPerSession : maxPerAddress)) return new HttpError(429, CLIENT_FULL_MESSAGE)
      return null
    },
    add(c) {
      connections.add(c)
      perClient.set(c.clientKey, (perClient.get(c.clientKey) ?? 0) + 1)
      // Proxies close connections that stay silent (often after 60 s); a comment line is ignored by clients.
      heartbeat ??= setInterval(() => void beat().catch(() => {}), heartbeatMs).unref() // a closed database at shutdown: no beat
      return () => {
        if (!connections.delete(c)) return
        const left = perClient.get(c.clientKey)! - 1
        if (left) perClient.set(c.clientKey, left)
        else perClient.delete(c.clientKey)
        if (connections.size === 0) {
          clearInterval(heartbeat)
          heartbeat = undefined
        }
      }
    },
    poke: async (c, version) => send(c, pokeFrame(version, await feedCursor(db, version))),
    close() {
      unsubscribe()
      clearInterval(heartbeat)
      for (const c of connections) end(c)
    },
    get size() {
      return connections.size
    },
  }
}
