// Messages between the main thread (search-client.ts) and the search worker (search.worker.ts).
import type { CatalogResults, CatalogUpdate, SearchLimits } from './search-types'

export type ToSearchWorker =
  /** (Re)build the index from the local copy in IndexedDB. */
  | { type: 'build' }
  /** Apply one page of changes, after any build asked for earlier; with `ack`, answer 'updated' once applied. */
  | { type: 'update'; update: CatalogUpdate; ack?: number }
  | { type: 'search'; id: number; text: string; limits: SearchLimits }

export type FromSearchWorker =
  /** One 'build' finished (builds finish in the order they were asked for). */
  | { type: 'built'; vendors: number; products: number; ms: number }
  | { type: 'build-failed'; message: string }
  /** The update that asked for `ack` is in the index. */
  | { type: 'updated'; ack: number }
  | { type: 'results'; id: number; results: CatalogResults }
  | { type: 'search-failed'; id: number; message: string }
