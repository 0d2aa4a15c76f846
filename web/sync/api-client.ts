// The browser's one way to call the API: JSON in and out, credentials included, and any non-OK answer
// turned into an ApiError "{status}: {body text or status text}" (visitor spec 8) that also keeps the
// server's own message for the user.
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
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

/** A raw call: resolves with the Response whatever its status; rejects only on network failure. */
export function apiRaw(path: string, req: ApiRequest = {}, fetchImpl: FetchLike = fetch): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers }
  if (req.body !== undefined) headers['Content-Type'] = 'application/json'
  return fetchImpl(path, {
    method: req.method ?? 'GET',
    credentials: 'include',
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    signal: req.signal,
  })
}

export async function readBody(res: Response): Promise<{ json: Record<string, unknown> | null; text: string }> {
  const text = await res.text().catch(() => '')
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
