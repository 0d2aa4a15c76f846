// The link between each device and the server in the model test: msw in front of the real server
// (as tests/sync/msw-faults.ts does for the fault tests), with a plan of faults per device. A device's
// requests carry its name in a header; a request of no device (the oracle) always passes. A device
// that is offline gets no answer to anything. Otherwise the first armed fault whose class matches the
// request (after skipping as many matching requests as it says) bends it; the rest pass untouched.
import { bypass, http, HttpResponse, passthrough } from 'msw'
import { setupServer } from 'msw/node'
import { PUSH_PATH } from '../../sync/protocol/push'
import { expireTimeout } from './model-globals'

export const DEVICE_HEADER = 'X-Model-Device'
/** A number per device request, so the link can find the timeout that bounds it (REQUEST_SIGNALS). */
export const REQUEST_HEADER = 'X-Model-Request'
/** The signal each device request in flight was sent with, by its REQUEST_HEADER. */
export const REQUEST_SIGNALS = new Map<string, AbortSignal>()

/** Which requests a fault may hit. */
export type Target = 'send' | 'pull' | 'snapshot' | 'auth' | 'any'

export type FaultKind =
  /** The connection fails before the request reaches the server. */
  | { kind: 'networkError' }
  /** The server applies the request; its answer is lost on the way back. */
  | { kind: 'loseAnswer' }
  /**
   * The server applies the request and goes down before it answers; a proxy answers the device's next
   * `requests` requests 503 while it starts again.
   */
  | { kind: 'downAfterCommit'; requests: number }
  /**
   * The server stops part way through a batch (POST /api/sync/push): it applies the first `applied`
   * changes, and no answer comes. Any other write is applied, its answer lost.
   */
  | { kind: 'stopMidBatch'; applied: number }
  /** The server is not asked; this status answers (5xx, 429 with Retry-After in seconds). */
  | { kind: 'status'; status: number; retryAfter?: number }
  /** Never answers: the caller's timeout ends it. */
  | { kind: 'hang' }
  /** The request reaches the server twice (a retransmit); the device gets the second answer. */
  | { kind: 'duplicate' }
  /** The answer's body stops part way: `clean` between two lines (a proxy closing early), else mid-line with an error. */
  | { kind: 'cut'; clean: boolean }

export type Fault = FaultKind & { target: Target; /** Matching requests let through first. */ skip: number }

/** An answer held back until the model releases it: a slow answer a later one overtakes. */
interface Hold {
  target: Target
  release: Promise<void>
  /** Resolves once the held request has been answered by the server. */
  reached: () => void
}

interface DevicePlan {
  offline: boolean
  faults: Fault[]
  holds: Hold[]
}

export interface LinkEvent {
  device: string
  method: string
  path: string
  fault: string
}

const classOf = (method: string, path: string): Exclude<Target, 'any'> | null => {
  if (path.startsWith('/api/auth/')) return 'auth'
  if (path.startsWith('/api/sync/snapshot')) return 'snapshot'
  if (path === '/api/sync/changes') return 'pull'
  if (method !== 'GET') return 'send'
  return null
}
const matches = (target: Target, cls: ReturnType<typeof classOf>) => target === 'any' || target === cls

export class ModelLink {
  private plans = new Map<string, DevicePlan>()
  /** What the faults did, for the history's report. */
  readonly events: LinkEvent[] = []
  private server = setupServer(
    http.all('*', async ({ request }) => {
      const device = request.headers.get(DEVICE_HEADER)
      if (device === null) return passthrough()
      const plan = this.plan(device)
      const url = new URL(request.url)
      const note = (fault: string) => void this.events.push({ device, method: request.method, path: url.pathname, fault })
      if (plan.offline) {
        note('offline')
        return HttpResponse.error()
      }
      const cls = classOf(request.method, url.pathname)
      const hold = plan.holds.find((h) => matches(h.target, cls))
      if (hold) {
        plan.holds.splice(plan.holds.indexOf(hold), 1)
        note('held')
        const res = await fetch(bypass(request))
        const body = await res.arrayBuffer()
        hold.reached()
        await hold.release
        return new HttpResponse(body, { status: res.status, headers: withoutEncoding(res.headers) })
      }
      const index = plan.faults.findIndex((f) => matches(f.target, cls))
      if (index < 0) return passthrough()
      const fault = plan.faults[index]
      if (fault.skip > 0) {
        fault.skip--
        return passthrough()
      }
      plan.faults.splice(index, 1)
      note(fault.kind === 'status' ? `status ${fault.status}` : fault.kind)
      switch (fault.kind) {
        case 'networkError':
          return HttpResponse.error()
        case 'loseAnswer':
          await (await fetch(bypass(request))).arrayBuffer()
          return HttpResponse.error()
        case 'stopMidBatch': {
          const batch = url.pathname === PUSH_PATH ? ((await request.clone().json()) as { mutations: unknown[] }) : null
          const cut = batch && new Request(request.url, {
            method: request.method, headers: withoutLength(request.headers), body: JSON.stringify({ ...batch, mutations: batch.mutations.slice(0, fault.applied) }),
          })
          await (await fetch(bypass(cut ?? request))).arrayBuffer()
          return HttpResponse.error()
        }
        case 'downAfterCommit':
          await (await fetch(bypass(request))).arrayBuffer()
          for (let i = 0; i < fault.requests; i++) plan.faults.unshift({ kind: 'status', status: 503, target: 'any', skip: 0 })
          return HttpResponse.error()
        case 'status':
          return HttpResponse.json(
            { message: `Injected ${fault.status}` },
            { status: fault.status, headers: fault.retryAfter === undefined ? {} : { 'Retry-After': String(fault.retryAfter) } },
          )
        case 'hang': {
          const aborted = new Promise<void>((resolve) => {
            if (request.signal.aborted) return resolve()
            request.signal.addEventListener('abort', () => resolve(), { once: true })
          })
          // Never answered, the request waits out its timeout: here that time passes at once.
          expireTimeout(REQUEST_SIGNALS.get(request.headers.get(REQUEST_HEADER) ?? ''))
          await aborted
          return HttpResponse.error()
        }
        case 'duplicate': {
          await (await fetch(bypass(request.clone()))).arrayBuffer()
          const res = await fetch(bypass(request))
          return new HttpResponse(await res.arrayBuffer(), { status: res.status, headers: withoutEncoding(res.headers) })
        }
        case 'cut': {
          const res = await fetch(bypass(request))
          const text = await res.text()
          return new HttpResponse(cutBody(text, fault.clean), { status: res.status, headers: withoutEncoding(res.headers) })
        }
      }
    }),
  )

  start(): void {
    this.server.listen({ onUnhandledRequest: 'bypass' })
  }

  stop(): void {
    this.server.close()
  }

  private plan(device: string): DevicePlan {
    let plan = this.plans.get(device)
    if (!plan) this.plans.set(device, (plan = { offline: false, faults: [], holds: [] }))
    return plan
  }

  setOffline(device: string, offline: boolean): void {
    this.plan(device).offline = offline
  }

  isOffline(device: string): boolean {
    return this.plan(device).offline
  }

  arm(device: string, fault: Fault): void {
    this.plan(device).faults.push({ ...fault })
  }

  /**
   * Holds the answer of the device's next request of this class until `release` settles. `reached`
   * resolves once the server has answered it; `cancel` withdraws a hold no request came for.
   */
  hold(device: string, target: Target, release: Promise<void>): { reached: Promise<void>; cancel: () => void } {
    const holds = this.plan(device).holds
    let entry!: Hold
    const reached = new Promise<void>((resolve) => holds.push((entry = { target, release, reached: resolve })))
    return { reached, cancel: () => void (holds.includes(entry) && holds.splice(holds.indexOf(entry), 1)) }
  }

  /** Faults armed and not used yet (a device's plan), for the history's report. */
  armed(device: string): number {
    return this.plan(device).faults.length
  }

  /** The faults stop: every device online, nothing armed or held. */
  calm(): void {
    for (const plan of this.plans.values()) {
      plan.offline = false
      plan.faults.length = 0
      plan.holds.length = 0
    }
  }

  reset(): void {
    this.plans.clear()
    this.events.length = 0
  }
}

/** The answer's headers for a body this side re-sends as read: decoded, its length unknown. */
function withoutEncoding(headers: Headers): Headers {
  const out = new Headers(headers)
  out.delete('content-encoding')
  out.delete('content-length')
  return out
}

/** A request's headers for a body this side makes anew: its length unknown. */
function withoutLength(headers: Headers): Headers {
  const out = new Headers(headers)
  out.delete('content-length')
  return out
}

/** The body cut part way: after its first line (clean), or in the middle, the stream then failing. */
function cutBody(text: string, clean: boolean): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  const firstLine = text.indexOf('\n')
  const at = clean && firstLine >= 0 ? new TextEncoder().encode(text.slice(0, firstLine + 1)).length : Math.floor(bytes.length / 2)
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, at))
      if (clean) controller.close()
      else controller.error(new TypeError('terminated'))
    },
  })
}
