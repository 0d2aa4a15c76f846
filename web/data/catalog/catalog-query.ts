// Live queries over the catalogue, through a CatalogReader (catalog-reader.ts): the local tables, or the
// first download held in memory while its rows are still being written to them.
// During the first download each applied page would re-run every query over whole tables (reading up
// to 50,000 rows after each of 60 pages: quadratic work that made the first sync 10x slower); so until
// the download has brought what a query reads, it reads nothing, observes nothing, and answers
// `undefined` ("still loading"). A download from the snapshot brings the small tables and the vendor
// list's first vendors first ('start'), then every vendor ('lead'), then the products ('all':
// docs/sync.md); a query says which part it needs (`needs`, default 'all'). A 'start' query reads
// what the first answer brought, then again once the leading answers are in (not at each answer: a
// list of 10,000 vendors costs a few hundred milliseconds to draw again). Queries answered from memory
// observe no table, so the writing of the download's rows does not re-run them; they read the tables
// once it is done.
import { useLiveQuery } from 'dexie-react-hooks'
import { catalogueReadable, useSyncStatus, type CataloguePart } from '../../sync/base/status-store'
import { catalogReader, useCatalogSource, type CatalogReader } from './catalog-reader'

export function useCatalogQuery<T>(query: (read: CatalogReader) => Promise<T> | T, deps: unknown[], { needs = 'all' }: { needs?: CataloguePart } = {}): T | undefined {
  const readable = useSyncStatus((s) => catalogueReadable(s, needs))
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
