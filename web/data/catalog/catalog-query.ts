// Live queries over the catalogue, through a CatalogReader (catalog-reader.ts): the local tables, or the
// first download held in memory while its rows are still being written to them.
// During the first download each applied page would re-run every query over whole tables (reading up
// to 50,000 rows after each of 60 pages: quadratic work that made the first sync 10x slower); so until
// the download has brought what a query reads, it reads nothing, observes nothing, and answers
// `undefined` ("still loading"). A query of only the tables a download from the snapshot brings first
// (vendors and the small tables, never products, tiers or options: docs/sync.md) reads as soon as they
// are in (`leadTablesOnly`). Queries answered from memory observe no table, so the writing of the
// download's rows does not re-run them; they read the tables once it is done.
import { useLiveQuery } from 'dexie-react-hooks'
import { catalogueReadable, useSyncStatus } from '../../sync/status-store'
import { catalogReader, useCatalogSource, type CatalogReader } from './catalog-reader'

export function useCatalogQuery<T>(query: (read: CatalogReader) => Promise<T> | T, deps: unknown[], { leadTablesOnly = false } = {}): T | undefined {
  const readable = useSyncStatus((s) => catalogueReadable(s, leadTablesOnly ? 'lead' : 'all'))
  const source = useCatalogSource()
  return useLiveQuery(() => (readable ? query(catalogReader(source)) : undefined), [readable, source, ...deps])
}

/**
 * A live read of a few catalogue rows (a detail page's), at any time: during a first download it sees
 * what has arrived so far (useCatalogReady tells a missing row from one not downloaded yet).
 */
export function useCatalogRead<T>(query: (read: CatalogReader) => Promise<T> | T, deps: unknown[]): T | undefined {
  const source = useCatalogSource()
  return useLiveQuery(() => query(catalogReader(source)), [source, ...deps])
}
