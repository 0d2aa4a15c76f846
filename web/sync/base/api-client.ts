// The browser's one way to call the API: JSON in and out, credentials included, the protocol version
// on every call, a timeout on every call (a hung request must never hold the sync lock), and any
// non-OK answer turned into an ApiError "{status}: {body text or status text}" that
// also keeps the server's own message for the user. Every call tells connectivity.ts whether the
// server answered.
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '../../../sync/protocol/protocol-version'
import { isNoAnswer, markReachable, markUnreachable } from './connectivity'
import { useSyncStatus } from './status-store'

/** How long a call may take, answer body included, unless the caller says otherwise. */
export const DEFAULT_TIMEOUT_MS = 30_000
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> | null,
    text: string,
  ) {
    super(`${status}: ${text}`)
  }
  /** What to show a person: the server's message, else the status line. */
  get userMessage(): string {
    return typeof this.body?.message === 'string' ? this.body.message : this.message
  }
}

export interface ApiRequest {
  method?: string
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Overrides DEFAULT_TIMEOUT_MS (large feed pages on a slow link take longer). */
  timeoutMs?: number
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

/** A raw call: resolves with the Response whatever its status; rejects on network failure or timeout. */
export async function apiRaw(path: string, req: ApiRequest = {}, fetchImpl: FetchLike = fetch): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', [PROTOCOL_HEADER]: String(PROTOCOL_VERSION), ...req.headers }
  if (req.body !== undefined) headers['Content-Type'] = 'application/json'
  const timeout = AbortSignal.timeout(req.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  let res: Response
  try {
    res = await fetchImpl(path, {
      method: req.method ?? 'GET',
      credentials: 'include',
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req.signal ? AbortSignal.any([req.signal, timeout]) : timeout,
    })
  } catch (err) {
    if (isNoAnswer(err) && !req.signal?.aborted) markUnreachable()
    throw err
  }
  markReachable()
  // This build speaks a protocol the server no longer does: ask for a reload, send nothing more.
  if (res.status === 426) useSyncStatus.setState({ reloadNeeded: 'protocol' })
  return res
}

/**
 * The answer's text and JSON. `strict`: an answer cut off while its body was read (a lost connection,
 * the timeout) throws instead of reading as empty, so the outbox treats it as a lost answer.
 */
export async function readBody(res: Response, { strict = false } = {}): Promise<{ json: Record<string, unknown> | null; text: string }> {
  const text = await res.text().catch((err: unknown) => {
    if (strict) throw err
    return ''
  })
  try {
    return { json: text ? (JSON.parse(text) as Record<string, unknown>) : null, text }
  } catch {
    return { json: null, text }
  }
}

/** A call that resolves with the parsed answer (null for 204) and throws ApiError for non-OK answers. */
export async function api<T = unknown>(path: string, req: ApiRequest = {}, fetchImpl: FetchLike = fetch): Promise<T> {
  const res = await apiRaw(path, req, fetchImpl)
  const { json, text } = await readBody(res)
  if (!res.ok) throw new ApiError(res.status, json, (json?.message as string | undefined) ?? (text || res.statusText))
  return json as T
}
