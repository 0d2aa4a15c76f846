// Network faults for sync tests, with msw in front of the real server (tests/sync/sync-harness.ts).
// msw's setupServer patches the global fetch of this test process: the harness's fetchAs calls it
// with an absolute URL, so every request the sync code makes passes through here. A request no rule
// matches goes on to the real server untouched (passthrough); a matching one gets its fault, which can
// still reach the real server first (bypass: a real request msw does not intercept again), so the
// server's state is real and only what the client sees is bent.
import { bypass, delay, http, HttpResponse, passthrough, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { CLIENT_HEADER, MUTATION_HEADER } from '../../sync/protocol/client-mutations'
import { afterAll, afterEach, beforeAll } from 'vitest'

export type Fault =
  /** The connection fails before the request reaches the server (fetch rejects). */
  | { kind: 'networkError' }
  /** Never answers: only the caller's AbortSignal ends the request. */
  | { kind: 'hang' }
  /** The server is not asked; this status answers, with Retry-After in seconds if given. */
  | { kind: 'status'; status: number; retryAfter?: number }
  /** The server applies the request, then the answer is lost on the way back (fetch rejects). */
  | { kind: 'loseAnswer' }
  /** The request reaches the server twice (a retransmit); the client gets the second answer. */
  | { kind: 'duplicate' }
  /** The server answers at once; the client gets that answer only once `until` settles. */
  | { kind: 'holdAnswer'; until: Promise<unknown> }
  /** The server's JSON answer, changed by `edit` (which may also change the headers) on its way back. */
  | { kind: 'editAnswer'; edit: (body: any, headers: Headers) => unknown }

export const fault = {
  networkError: (): Fault => ({ kind: 'networkError' }),
  hang: (): Fault => ({ kind: 'hang' }),
  status: (status: number, retryAfter?: number): Fault => ({ kind: 'status', status, retryAfter }),
  loseAnswer: (): Fault => ({ kind: 'loseAnswer' }),
  duplicate: (): Fault => ({ kind: 'duplicate' }),
  holdAnswer: (until: Promise<unknown>): Fault => ({ kind: 'holdAnswer', until }),
  editAnswer: (edit: (body: any, headers: Headers) => unknown): Fault => ({ kind: 'editAnswer', edit }),
}

/** One request as it went by: what was done to it and what the real server answered, if asked. */
export interface Seen {
  method: string
  /** Path and query, e.g. /api/sync/changes?since=0&limit=5000 */
  url: string
  fault: Fault['kind'] | 'pass'
  /** The request's Idempotency-Key header (null when it had none). */
  idempotencyKey: string | null
  /** The request's client id and change number ("<client> <number>"), null when it carries none. */
  mutation: string | null
  /** The real server's answers (two for 'duplicate'), in order. */
  answers: { status: number; replayed: boolean }[]
}

interface Rule {
  method: string
  path: string
  when?: (url: URL) => boolean
  fault: Fault
  left: number
}

export interface Faults {
  /**
   * The next `times` (default 1) requests with this method and pathname (and, if given, a URL `when`
   * accepts) get `fault`; later ones pass through. Rules are tried in the order they were added.
   */
  inject: (method: string, path: string, fault: Fault, options?: { times?: number; when?: (url: URL) => boolean }) => void
  /** Every request seen since the last test began, oldest first. */
  seen: Seen[]
  /** The requests with this method and pathname. */
  requests: (method: string, path: string) => Seen[]
}

const mutationOf = (request: Request) => {
  const [client, number] = [request.headers.get(CLIENT_HEADER), request.headers.get(MUTATION_HEADER)]
  return client === null && number === null ? null : `${client} ${number}`
}

/** Starts msw for this test file with fault rules; rules and the log are cleared after each test. */
export function useFaults(): Faults {
  const rules: Rule[] = []
  const seen: Seen[] = []
  const real = async (request: Request, entry: Seen) => {
    const res = await fetch(bypass(request))
    entry.answers.push({ status: res.status, replayed: res.headers.get('Idempotent-Replayed') === 'true' })
    return res
  }
  const handler = http.all('*', async ({ request }) => {
    const url = new URL(request.url)
    const rule = rules.find((r) => r.left > 0 && r.method === request.method && r.path === url.pathname && (!r.when || r.when(url)))
    const entry: Seen = { method: request.method, url: url.pathname + url.search, fault: rule ? rule.fault.kind : 'pass', idempotencyKey: request.headers.get('Idempotency-Key'), mutation: mutationOf(request), answers: [] }
    seen.push(entry)
    if (!rule) return passthrough()
    rule.left--
    const f = rule.fault
    switch (f.kind) {
      case 'networkError':
        return HttpResponse.error()
      case 'hang':
        await delay('infinite')
        return HttpResponse.error()
      case 'status':
        return HttpResponse.json({ message: `Injected ${f.status}` }, { status: f.status, headers: f.retryAfter === undefined ? {} : { 'Retry-After': String(f.retryAfter) } })
      case 'loseAnswer':
        await (await real(request, entry)).arrayBuffer()
        return HttpResponse.error()
      case 'duplicate':
        await (await real(request, entry)).arrayBuffer()
        return await real(request, entry)
      case 'holdAnswer': {
        const res = await real(request, entry)
        await f.until
        return res
      }
      case 'editAnswer': {
        const res = await real(request, entry)
        const headers = new Headers(res.headers)
        headers.delete('content-length') // the body changes size
        const body = f.edit(await res.json(), headers)
        return new HttpResponse(JSON.stringify(body), { status: res.status, headers })
      }
    }
  })
  useMsw(handler)
  afterEach(() => {
    rules.length = 0
    seen.length = 0
  })
  return {
    inject: (method, path, f, { times = 1, when } = {}) => void rules.push({ method, path, when, fault: f, left: times }),
    seen,
    requests: (method, path) => seen.filter((s) => s.method === method && s.url.split('?')[0] === path),
  }
}

/** msw for this test file with these handlers; requests none handles go to the network as they are. */
export function useMsw(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
