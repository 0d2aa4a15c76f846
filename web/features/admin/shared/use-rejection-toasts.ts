// Admin writes are optimistic: the dialog closes at once and the server answers later. When it refuses
// a change (bad input, a clash), the sync engine rolls the row back and this toasts the refusal, titled
// by what was attempted:
// - catalogue rows (vendors, products, pricing): 'Error creating vendor', 'Error updating pricing
//   tier', 'Error deleting product', with the server's message (catalogWriteError);
// - content and users: 'Error', with the server's message or the tab's fallback, e.g. 'Failed to save
//   post' (errorWithFallback).
// Only refusals that arrive while the tab is open are toasted; SyncProblems keeps listing them until
// dismissed.
import { useEffect, useRef, useState } from 'react'
import type { SyncEntity } from '../../../../sync/protocol/changes'
import { useRejections } from '../../../data/admin/admin-catalog-sync'
import { toaster } from '../../../components/toaster'

type Refusal = { entity: SyncEntity; method: string; message: string }
export type RejectionToast = (refusal: Refusal) => { title: string; description?: string }

const NOUN: Partial<Record<SyncEntity, string>> = {
  vendor: 'vendor', product: 'product', productTier: 'pricing tier', pricingOption: 'pricing option',
}
const VERB: Record<string, string> = { POST: 'creating', PATCH: 'updating', PUT: 'updating', DELETE: 'deleting' }

export const writeErrorTitle = (entity: SyncEntity, method: string) => `Error ${VERB[method] ?? 'saving'} ${NOUN[entity] ?? entity}`

export const catalogWriteError: RejectionToast = ({ entity, method, message }) => ({ title: writeErrorTitle(entity, method), description: message })

export const errorWithFallback = (fallback: string): RejectionToast => ({ message }) => ({ title: 'Error', description: message || fallback })

export function useRejectionToasts(entities: readonly SyncEntity[], toastOf: RejectionToast): void {
  const [since] = useState(() => Date.now())
  const rejections = useRejections(entities)
  const shown = useRef(new Set<number>())
  useEffect(() => {
    for (const r of rejections) {
      if (r.id === undefined || r.at < since || shown.current.has(r.id)) continue
      shown.current.add(r.id)
      toaster.create({ ...toastOf({ entity: r.entity, method: r.method, message: r.message }), type: 'error' })
    }
  }, [rejections, toastOf, since])
}
