// The browser globals of the model test's devices, many in one process. Each device has its own clock
// and local storage. The clock follows the device whose code is running (an AsyncLocalStorage context
// entered by Device.act), so the server, which runs in the same process but outside every device's
// context, keeps the real time. Local storage is the current device's, swapped in by Device.act: steps
// of two devices never overlap (only a device's own tabs run at once, and they share it).
// Call installModelGlobals() before any web code is imported.
import { AsyncLocalStorage } from 'node:async_hooks'

export interface DeviceContext {
  /** The device's clock minus the real one, in ms. */
  clockOffset: number
}

const context = new AsyncLocalStorage<DeviceContext>()
const realNow = Date.now.bind(Date)
let storage = new Map<string, string>()

/** Runs `work` as the device: Date.now() is its clock. */
export const onDeviceClock = <T>(device: DeviceContext, work: () => Promise<T>): Promise<T> => context.run(device, work)

/** The real time, whatever device is running. */
export const serverNow = () => realNow()

/** Local storage now belongs to this device (its own map, kept by the device). */
export function useStorage(map: Map<string, string>): void {
  storage = map
}

let installed = false

/**
 * A scale for every AbortSignal.timeout the sync code sets (30 s a call, 2 min a feed page). A request
 * the link hangs has its timeout expire at once (expireTimeout), so the scale only bounds what nothing
 * should ever reach: a tenth leaves a loaded machine's real requests seconds to spare, so whether a
 * request timed out never depends on the machine's load, and a history replays from its seed.
 */
export const TIMEOUT_SCALE = 10

const expirers = new WeakMap<AbortSignal, () => void>()

/** Ends the request this timeout signal bounds as if its time had run out; false when it is no such signal. */
export function expireTimeout(signal: AbortSignal | null | undefined): boolean {
  const expire = signal && expirers.get(signal)
  expire?.()
  return !!expire
}

export function installModelGlobals(): void {
  if (installed) return
  installed = true
  Date.now = () => realNow() + (context.getStore()?.clockOffset ?? 0)
  const local: Storage = {
    get length() {
      return storage.size
    },
    clear: () => storage.clear(),
    getItem: (k) => storage.get(k) ?? null,
    key: (i) => [...storage.keys()][i] ?? null,
    removeItem: (k) => void storage.delete(k),
    setItem: (k, v) => void storage.set(k, String(v)),
  }
  const g = globalThis as Record<string, unknown>
  g.localStorage = local
  // An online browser without Web Locks: a round runs unlocked, as in a browser that has none, so two
  // tabs of a device may send at once (docs/sync.md, "Outbox").
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true, writable: true })
  g.location = new URL('http://vetted.test/')
  AbortSignal.timeout = (ms: number) => {
    const controller = new AbortController()
    const expire = () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError'))
    const timer = setTimeout(expire, Math.max(1, Math.round(ms / TIMEOUT_SCALE)))
    timer.unref()
    expirers.set(controller.signal, () => {
      clearTimeout(timer)
      expire()
    })
    return controller.signal
  }
}
