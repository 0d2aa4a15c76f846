// A change the server refused (after the optimistic write) is toasted with the spec's title for what
// was attempted — 'Error creating vendor', 'Error updating pricing tier', 'Error deleting product' —
// and the server's message. Only refusals that arrive while the tab is open; SyncProblems lists them all.
import { useEffect, useRef, useState } from 'react'
import type { SyncEntity } from '../../../../sync/protocol/changes'
import { useRejections } from '../../../data/admin/admin-catalog-sync'
import { toaster } from '../../../components/toaster'

const NOUN: Partial<Record<SyncEntity, string>> = {
  vendor: 'vendor', product: 'product', productTier: 'pricing tier', pricingOption: 'pricing option',
}
const VERB: Record<string, string> = { POST: 'creating', PATCH: 'updating', PUT: 'updating', DELETE: 'deleting' }

export const writeErrorTitle = (entity: SyncEntity, method: string) => `Error ${VERB[method] ?? 'saving'} ${NOUN[entity] ?? entity}`

export function useWriteErrorToasts(entities: readonly SyncEntity[]): void {
  const [since] = useState(() => Date.now())
  const rejections = useRejections(entities)
  const shown = useRef(new Set<number>())
  useEffect(() => {
    for (const r of rejections) {
      if (r.id === undefined || r.at < since || shown.current.has(r.id)) continue
      shown.current.add(r.id)
      toaster.create({ title: writeErrorTitle(r.entity, r.method), description: r.message, type: 'error' })
    }
  }, [rejections, since])
}
