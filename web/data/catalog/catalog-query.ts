// A live query over whole catalogue tables. During the first download of the catalogue each applied
// page would re-run every such query (reading up to 50,000 rows after each of 60 pages: quadratic
// work that made the first sync 10x slower); so while that download runs these queries read nothing,
// observe nothing, and answer `undefined` ("still loading"), then read once when it ends. A query of
// only the tables a download from the snapshot brings first (vendors and the small tables, never
// products, tiers or options: docs/sync.md) reads as soon as they are in (`leadTablesOnly`).
import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncStatus } from '../../sync/status-store'

export function useCatalogQuery<T>(query: () => Promise<T> | T, deps: unknown[], { leadTablesOnly = false } = {}): T | undefined {
  const firstLoad = useSyncStatus((s) => s.firstLoad.active && !(leadTablesOnly && s.firstLoad.vendorsReady))
  return useLiveQuery(() => (firstLoad ? undefined : query()), [firstLoad, ...deps])
}
