// The weights a board is ranked by: they change on screen at once while the buyer drags a slider, and
// are saved once the sliders rest (half a second), so dragging queues one change, not twenty.
import { useEffect, useRef, useState } from 'react'
import { withSecurityCriterion } from '../../../sync/rules/security-criterion'
import { effectiveWeights, type BoardWeights, type ScoredCriterion, type Weights } from '../../../sync/rules/weighted-score'

const SAVE_AFTER_MS = 500

const numericWeights = (weights: Weights | null | undefined): Record<string, number> =>
  Object.fromEntries(Object.entries(weights ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number'))

export function useDraftWeights(saved: Weights | null | undefined, save?: (weights: Record<string, number>) => void) {
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
  const update = (next: BoardWeights) => {
    dirty.current = true
    setDraft(next)
  }
  return {
    weights: draft,
    setWeight: (key: ScoredCriterion, value: number) => update({ ...draft, [key]: value }),
    // Equal weights keep the board's criteria: Security & compliance stays on at the default weight.
    reset: () => update(withSecurityCriterion(effectiveWeights({}), draft.securityCompliance !== undefined)),
    /**
     * Turns Security & compliance on or off and saves at once (no slider to wait for), so a score of
     * it queued right after lands on a board that already has the criterion. Only that key changes
     * in the saved weights (with a slider still moving, the draft's), so the board's history records
     * one criterion added or removed, not six weights set to their defaults.
     */
    setSecurity: (on: boolean) => {
      const base = dirty.current ? draft : numericWeights(saved)
      const next = withSecurityCriterion(base, on)
      dirty.current = false
      setDraft(effectiveWeights(next))
      saveRef.current?.(next)
    },
  }
}
