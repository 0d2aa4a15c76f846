// Weights for the two compare lists, which live in this browser only: kept in local storage so a
// visitor's weights survive a reload without an account.
import { useCallback, useState } from 'react'
import type { Weights } from '../../../sync/rules/weighted-score'

export function useLocalWeights(key: string): [Weights, (weights: Weights) => void] {
  const storageKey = `vetted.weights.${key}`
  const [weights, setWeights] = useState<Weights>(() => {
    try {
      return (JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Weights) ?? {}
    } catch {
      return {}
    }
  })
  const save = useCallback((next: Weights) => {
    setWeights(next)
    try {
      localStorage.setItem(storageKey, JSON.stringify(next))
    } catch (error) {
      console.error('Could not keep the weights', error)
    }
  }, [storageKey])
  return [weights, save]
}
