// The weights a board is ranked by: they change on screen at once while the buyer drags a slider, and
// are saved once the sliders rest (half a second), so dragging queues one change, not twenty.
import { useEffect, useRef, useState } from 'react'
import { effectiveWeights, type Criterion, type Weights } from '../../../sync/rules/weighted-score'

const SAVE_AFTER_MS = 500

export function useDraftWeights(saved: Weights | null | undefined, save?: (weights: Record<Criterion, number>) => void) {
  const [draft, setDraft] = useState(() => effectiveWeights(saved))
  const dirty = useRef(false)
  const saveRef = useRef(save)
  saveRef.current = save
  const savedKey = JSON.stringify(saved ?? {})
  // A change that arrives from elsewhere (sync, another tab) replaces the draft unless the buyer is mid-edit.
  useEffect(() => {
    if (!dirty.current) setDraft(effectiveWeights(JSON.parse(savedKey) as Weights))
  }, [savedKey])
  useEffect(() => {
    if (!dirty.current || !saveRef.current) return
    const timer = setTimeout(() => {
      dirty.current = false
      saveRef.current?.(draft)
    }, SAVE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [draft])
  const update = (next: Record<Criterion, number>) => {
    dirty.current = true
    setDraft(next)
  }
  return {
    weights: draft,
    setWeight: (key: Criterion, value: number) => update({ ...draft, [key]: value }),
    reset: () => update(effectiveWeights({})),
  }
}
