// Commit notices (api/db/commit-notices.ts) between the server processes of one PostgreSQL database,
// over LISTEN/NOTIFY: a live stream held by one process hears of a write another process made, and a
// sign-out on one closes the session's streams on every other.
//
// Each process delivers its own commits to its own listeners directly and publishes them with NOTIFY
// after the commit; it hears the others' on one connection of its own that LISTENs, and skips its own
// notices there (each carries its sender's id). Direct delivery keeps a process's own pokes free of a
// round trip through the server, and working while its listening connection is down.
//
// NOTIFY takes at most 8000 bytes a payload: a notice with many accounts or ended sessions goes as
// several payloads of the same version, each with part of the lists (the first carries `everyone` and
// `admins`); every process tells its listeners each part, so each account is poked once.
//
// A notice published while a process's listening connection is down never reaches it: the connection
// is opened again, waiting longer after each failure, and meanwhile its clients keep pulling on their
// timer, the hub's heartbeat closes ended sessions' streams, and the snapshot store catches up from the
// feed's version.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { CommitNotice, NoticeRelay } from './commit-notices'

export const COMMITS_CHANNEL = 'vetted_commits'
/** Below NOTIFY's 8000 bytes, with room for the sender's id and the version fields. */
const MAX_PAYLOAD = 7500
const FIRST_RETRY_MS = 500
const MAX_RETRY_MS = 30_000

interface Payload {
  /** The sending database handle (one per process). */
  o: string
  v: number
  f: number
  e: 0 | 1
  a: 0 | 1
  u: number[]
  s: string[]
  x: number[]
}

/** The notice as payloads of NOTIFY's size, each a JSON text. */
export function encodeNotice(origin: string, notice: CommitNotice): string[] {
  const fresh = (): Payload => ({ o: origin, v: notice.version, f: notice.firstVersion, e: 0, a: 0, u: [], s: [], x: [] })
  const payloads: string[] = []
  let payload: Payload = { ...fresh(), e: notice.everyone ? 1 : 0, a: notice.admins ? 1 : 0 }
  let size = JSON.stringify(payload).length
  const add = <K extends 'u' | 's' | 'x'>(field: K, item: Payload[K][number]) => {
    const cost = JSON.stringify(item).length + 1
    if (size + cost > MAX_PAYLOAD) {
      payloads.push(JSON.stringify(payload))
      payload = fresh()
      size = JSON.stringify(payload).length
    }
    ;(payload[field] as (typeof item)[]).push(item)
    size += cost
  }
  for (const id of notice.owners) add('u', id)
  for (const hash of notice.endedSessions) add('s', hash)
  for (const id of notice.endedUsers) add('x', id)
  payloads.push(JSON.stringify(payload))
  return payloads
}

/** A payload back as a notice with its sender, or null when it is not one. */
export function decodeNotice(text: string): { origin: string; notice: CommitNotice } | null {
  try {
    const p = JSON.parse(text) as Payload
    if (typeof p.o !== 'string' || !Number.isInteger(p.v) || !Number.isInteger(p.f)) return null
    if (![p.u, p.s, p.x].every(Array.isArray)) return null
    return {
      origin: p.o,
      notice: {
        version: p.v, firstVersion: p.f, everyone: p.e === 1, admins: p.a === 1,
        owners: new Set(p.u), endedSessions: new Set(p.s), endedUsers: new Set(p.x),
      },
    }
  } catch {
    return null
  }
}

export class PostgresNoticeRelay implements NoticeRelay {
  private readonly origin = randomBytes(8).toString('hex')
  private tell: ((notice: CommitNotice) => void) | null = null
  /** The listening connection, from its opening until it is lost. */
  private client: pg.Client | null = null
  private listeningNow = false
  private retryMs = FIRST_RETRY_MS
  private retry: ReturnType<typeof setTimeout> | undefined
  private closed = false
  /** Notices on their way out: closing waits for them, so a process's last commits reach the others. */
  private readonly sending = new Set<Promise<void>>()

  constructor(private readonly pool: pg.Pool) {}

  start(tell: (notice: CommitNotice) => void): void {
    if (this.tell || this.closed) return
    this.tell = tell
    void this.connect()
  }

  publish(notice: CommitNotice): void {
    if (this.closed) return
    for (const payload of encodeNotice(this.origin, notice)) {
      const sent = this.pool.query('SELECT pg_notify($1, $2)', [COMMITS_CHANNEL, payload]).then(
        () => {},
        (err: Error) => console.error('A commit notice could not be published to the other processes:', err.message),
      )
      this.sending.add(sent)
      void sent.finally(() => this.sending.delete(sent))
    }
  }

  /** True while the listening connection is open (tests). */
  get listening(): boolean {
    return this.listeningNow
  }

  async close(): Promise<void> {
    this.closed = true
    await Promise.all(this.sending)
    clearTimeout(this.retry)
    const client = this.client
    this.client = null
    this.listeningNow = false
    await client?.end().catch(() => {})
  }

  private async connect(): Promise<void> {
    this.retry = undefined
    if (this.closed) return
    const client = new pg.Client(this.pool.options)
    this.client = client
    client.on('notification', (message) => this.heard(message.payload))
    client.on('error', () => this.lost(client))
    client.on('end', () => this.lost(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${COMMITS_CHANNEL}`)
      this.listeningNow = client === this.client
      this.retryMs = FIRST_RETRY_MS
    } catch (err) {
      if (!this.closed) console.error('The PostgreSQL connection that hears other processes\' commits could not open:', (err as Error).message)
      this.lost(client)
    }
  }

  /** The listening connection failed or ended: another one, later, unless the database is closing. */
  private lost(client: pg.Client): void {
    if (client !== this.client) return
    this.client = null
    this.listeningNow = false
    client.end().catch(() => {})
    if (this.closed) return
    this.retry = setTimeout(() => void this.connect(), this.retryMs)
    this.retry.unref()
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS)
  }

  private heard(payload: string | undefined): void {
    const decoded = payload === undefined ? null : decodeNotice(payload)
    if (!decoded || decoded.origin === this.origin) return
    this.tell?.(decoded.notice)
  }
}
