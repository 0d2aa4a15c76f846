// The main thread's side of the search worker's protocol: numbers each query and settles its promise
// when the answer comes back, settles build promises in order, and fails everything still waiting
// when the worker dies (after which every call fails at once instead of waiting forever).
import type { FromSearchWorker, ToSearchWorker } from './search-protocol'
import type { CatalogResults, CatalogUpdate, SearchLimits } from './search-types'

/** What the connection needs of a Worker (tests pass an in-process stand-in). */
export interface SearchPort {
  postMessage(message: ToSearchWorker): void
  onmessage: ((event: MessageEvent<FromSearchWorker>) => void) | null
  onerror: ((event: ErrorEvent) => void) | null
  terminate?(): void
}

interface Waiter<T> { resolve: (value: T) => void; reject: (error: Error) => void }

export class SearchConnection {
  private nextId = 1
  private readonly searches = new Map<number, Waiter<CatalogResults>>()
  private readonly builds: Waiter<void>[] = []
  private readonly updates = new Map<number, Waiter<void>>()
  private latestBuild: Promise<void> = Promise.resolve()
  /** Set once the worker has failed; the connection is then unusable. */
  failure: Error | null = null

  constructor(private readonly port: SearchPort) {
    port.onmessage = (event) => this.receive(event.data)
    port.onerror = (event) => this.fail(new Error(event.message || 'The search worker failed'))
  }

  /** Asks for a (re)build from the local copy; settles when that build is done. */
  build(): Promise<void> {
    const done = new Promise<void>((resolve, reject) => this.builds.push({ resolve, reject }))
    // Only callers of ready() need to hear about a failed build; nobody else should see an unhandled rejection.
    done.catch(() => undefined)
    this.latestBuild = done
    this.send({ type: 'build' })
    return done
  }

  /** Settles with the last build asked for. */
  ready(): Promise<void> {
    return this.failure ? Promise.reject(this.failure) : this.latestBuild
  }

  update(update: CatalogUpdate): void {
    this.send({ type: 'update', update })
  }

  /** Like update, and settles once the update is in the index. */
  updateAndWait(update: CatalogUpdate): Promise<void> {
    if (this.failure) return Promise.reject(this.failure)
    const ack = this.nextId++
    const done = new Promise<void>((resolve, reject) => this.updates.set(ack, { resolve, reject }))
    this.send({ type: 'update', update, ack })
    return done
  }

  search(text: string, limits: SearchLimits): Promise<CatalogResults> {
    if (this.failure) return Promise.reject(this.failure)
    const id = this.nextId++
    const answer = new Promise<CatalogResults>((resolve, reject) => this.searches.set(id, { resolve, reject }))
    this.send({ type: 'search', id, text, limits })
    return answer
  }

  /** Ends the worker; whatever still waits fails, and the connection is unusable from then on. */
  close(): void {
    if (!this.failure) this.fail(new Error('The search worker was stopped'))
  }

  private send(message: ToSearchWorker): void {
    if (!this.failure) this.port.postMessage(message)
  }

  private receive(message: FromSearchWorker): void {
    switch (message.type) {
      case 'built':
        this.builds.shift()?.resolve()
        return
      case 'build-failed':
        this.builds.shift()?.reject(new Error(message.message))
        return
      case 'results':
        this.take(message.id)?.resolve(message.results)
        return
      case 'updated':
        this.updates.get(message.ack)?.resolve()
        this.updates.delete(message.ack)
        return
      case 'search-failed':
        this.take(message.id)?.reject(new Error(message.message))
    }
  }

  private take(id: number): Waiter<CatalogResults> | undefined {
    const waiter = this.searches.get(id)
    this.searches.delete(id)
    return waiter
  }

  private fail(error: Error): void {
    this.failure = error
    this.port.terminate?.()
    for (const waiter of [...this.searches.values(), ...this.builds, ...this.updates.values()]) waiter.reject(error)
    this.searches.clear()
    this.builds.length = 0
    this.updates.clear()
  }
}
