// Admin writes are optimistic: the dialog closes at once and the server answers later. When it refuses
// a change (bad input, a clash), the sync engine rolls the row back and this toasts the spec's 'Error'
// with the server's message (or the tab's fallback, e.g. 'Failed to save post'). Only refusals that
// arrive while the tab is open are toasted; SyncProblems keeps listing them until dismissed.
import { useEffect, useRef, useState } from 'react'
import type { SyncEntity } from '../../../../sync/protocol/changes'
import { useRejections } from '../../../data/admin/admin-catalog-sync'
import { toaster } from '../../../components/toaster'

export function useRejectionToasts(entities: readonly SyncEntity[], fallback: string): void {
  const [since] = useState(() => Date.now())
  const rejections = useRejections(entities)
  const shown = useRef(new Set<number>())
  useEffect(() => {
    for (const r of rejections) {
      if (r.id === undefined || r.at < since || shown.current.has(r.id)) continue
      shown.current.add(r.id)
      toaster.create({ title: 'Error', description: r.message || fallback, type: 'error' })
    }
  }, [rejections, fallback, since])
}
