// Builds the search index from the local copy: vendors, then products, read in primary-key pages so a
// 60,000-row catalogue never sits in memory twice, and so searches can be answered between pages. It
// reads IndexedDB directly rather than through Dexie: the worker needs two read-only scans, and Dexie
// would double the worker's script (about 30 KB gzipped) for them.
import { toIndexedProduct, toIndexedVendor } from './catalog-documents'
import { CatalogIndex } from './catalog-index'

const PAGE = 5000

type Row = Record<string, unknown>

/** A new index over every vendor and product in the database named `dbName` (empty if it does not exist yet). */
export async function buildFromDatabase(dbName: string, pageSize = PAGE): Promise<CatalogIndex> {
  const index = new CatalogIndex()
  const database = await openExisting(dbName)
  if (!database) return index
  try {
    await eachPage(database, 'vendors', pageSize, (rows) => index.putVendors(rows.map(toIndexedVendor)))
    await eachPage(database, 'products', pageSize, (rows) => index.putProducts(rows.map(toIndexedProduct)))
  } finally {
    database.close()
  }
  return index
}

/**
 * Opens the app's database at whatever version it has, or null when the app has not created it yet
 * (opening must not create it: the app's own schema does that). The connection gives way at once to
 * an upgrade from a newer app version.
 */
function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name)
    let created = false
    request.onupgradeneeded = () => {
      created = true
      request.transaction?.abort()
    }
    request.onsuccess = () => {
      request.result.onversionchange = () => request.result.close()
      resolve(request.result)
    }
    request.onerror = () => (created ? resolve(null) : reject(request.error ?? new Error('Could not open the local copy')))
  })
}

async function eachPage(database: IDBDatabase, store: 'vendors' | 'products', size: number, take: (rows: Row[]) => void): Promise<void> {
  if (!database.objectStoreNames.contains(store)) return
  // Temporary rows created offline have negative ids, so start below every id.
  let range = IDBKeyRange.lowerBound(-Infinity)
  for (;;) {
    const rows = await new Promise<Row[]>((resolve, reject) => {
      const request = database.transaction(store, 'readonly').objectStore(store).getAll(range, size)
      request.onsuccess = () => resolve(request.result as Row[])
      request.onerror = () => reject(request.error ?? new Error('Could not read the local copy'))
    })
    if (rows.length) take(rows)
    if (rows.length < size) return
    range = IDBKeyRange.lowerBound(rows[rows.length - 1].id, true)
  }
}
