// A preference of this device kept in localStorage: read synchronously (a screen knows it on its first
// paint), written with a fallback when storage is blocked, and followed by every hook that shows it, in
// this tab and in others (the `storage` event).
import { useSyncExternalStore } from 'react'

export interface LocalPreference<T> {
  read: () => T
  /** Saves the value; `null` text removes the entry (the default needs none). */
  save: (value: T) => void
  use: () => T
}

export function localPreference<T>(key: string, fallback: T, parse: (raw: string | null) => T, serialize: (value: T) => string | null): LocalPreference<T> {
  const listeners = new Set<() => void>()
  let cachedRaw: string | null | undefined
  let cached = fallback
  const read = (): T => {
    let raw: string | null = null
    try {
      raw = localStorage.getItem(key)
    } catch {
      // Storage blocked (private modes, policies): behave as if nothing was saved.
    }
    // The same value for the same stored text, as useSyncExternalStore requires.
    if (raw !== cachedRaw) {
      cachedRaw = raw
      cached = parse(raw)
    }
    return cached
  }
  const save = (value: T): void => {
    try {
      const text = serialize(value)
      if (text === null) localStorage.removeItem(key)
      else localStorage.setItem(key, text)
    } catch (error) {
      console.error(`Could not save the preference ${key}`, error)
    }
    listeners.forEach((notify) => notify())
  }
  const subscribe = (notify: () => void): (() => void) => {
    listeners.add(notify)
    window.addEventListener('storage', notify) // another tab changed it
    return () => {
      listeners.delete(notify)
      window.removeEventListener('storage', notify)
    }
  }
  return { read, save, use: () => useSyncExternalStore(subscribe, read, () => fallback) }
}
