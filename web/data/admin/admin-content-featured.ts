// Featured comparisons for the admin's tab: kept on the server (admin writes, everyone reads through
// sync), read here from the local copy and written optimistically through the outbox. Comparisons the
// original app left in this browser's local storage (kept aside by legacy-import.ts) are sent once.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import type { FeaturedComparison, FeaturedComparisonInput, ItemType } from '../../../sync/schemas'
import { createLocal, deleteLocal, queueWrite, updateLocal } from '../../sync/push/local-writes'
import { useSyncStatus } from '../../sync/base/status-store'
import { legacyComparisonInputs } from './admin-content-featured-legacy'
import { db } from '../../db/db'
import { LEGACY_FEATURED_KEY } from '../../db/legacy-import'

export interface ComparisonChoice {
  id: number
  name: string
}

/** In the order they were created, as the original's stored list kept them. */
export function useFeaturedComparisons(): FeaturedComparison[] | undefined {
  return useLiveQuery(async () => (await db.featuredComparisons.toArray()).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id), [])
}

/** Every vendor or product as id and name (the picker's choices), by name. */
export function useComparisonChoices(type: ItemType): ComparisonChoice[] | undefined {
  return useLiveQuery(async () => {
    const rows: ComparisonChoice[] = []
    const table = type === 'vendor' ? db.vendors : db.products
    await table.each((r) => void rows.push({ id: r.id, name: r.name }))
    return rows.sort((a, b) => a.name.localeCompare(b.name))
  }, [type])
}

export async function saveComparison(input: FeaturedComparisonInput, existing?: FeaturedComparison): Promise<void> {
  const row = { name: input.name, description: input.description ?? null, type: input.type, items: input.items }
  if (existing) await updateLocal(db, 'featuredComparison', existing.id, row)
  else await createLocal(db, 'featuredComparison', { ...row, createdAt: new Date().toISOString() })
}

export const deleteComparison = (id: number) => deleteLocal(db, 'featuredComparison', id)

/**
 * Sends the comparisons found in the old local storage (once): those with a name and at least 2 items
 * this copy knows. Returns how many were queued. Call only for a signed-in admin.
 */
export async function importLegacyComparisons(): Promise<number> {
  // One transaction: two tabs (or two effect runs) can never both send the same list.
  return queueWrite(db, [db.featuredComparisons, db.vendors, db.products], async () => {
    const entry = await db.meta.get(LEGACY_FEATURED_KEY)
    if (!entry) return 0
    const vendorIds = new Set(await db.vendors.toCollection().primaryKeys())
    const productIds = new Set(await db.products.toCollection().primaryKeys())
    const inputs = legacyComparisonInputs(entry.value, { vendor: vendorIds, product: productIds })
    for (const input of inputs) await createLocal(db, 'featuredComparison', { ...input.row, createdAt: input.createdAt })
    await db.meta.delete(LEGACY_FEATURED_KEY)
    return inputs.length
  })
}

/**
 * Runs importLegacyComparisons once the local copy holds the catalogue (a sync round has completed),
 * so the item ids can be checked; `onImported` hears how many were queued when there were any.
 */
export function useLegacyComparisonImport(onImported: (count: number) => void): void {
  const ready = useSyncStatus((s) => !s.firstLoad.active && !s.syncing && s.lastSyncedAt !== null)
  useEffect(() => {
    if (!ready) return
    importLegacyComparisons()
      .then((n) => n > 0 && onImported(n))
      .catch((err: unknown) => console.error('Could not import the old featured comparisons', err))
  }, [ready, onImported])
}
