// A live query over whole catalogue tables. During the first download of the catalogue each applied
// page would re-run every such query (reading up to 50,000 rows after each of 60 pages: quadratic
// work that made the first sync 10x slower); so while that download runs these queries read nothing,
// observe nothing, and answer `undefined` ("still loading"), then read once when it ends.
import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncStatus } from '../sync/status-store'

export function useCatalogQuery<T>(query: () => Promise<T> | T, deps: unknown[]): T | undefined {
  const firstLoad = useSyncStatus((s) => s.firstLoad.active)
  return useLiveQuery(() => (firstLoad ? undefined : query()), [firstLoad, ...deps])
}
