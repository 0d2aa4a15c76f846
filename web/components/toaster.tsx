// App-wide notices: one notice visible at a time (later ones queue) that closes after
// 5 seconds by default. Call `toaster.create({ title, description, type })` from anywhere.
// The toast code (Chakra's toaster, its store and the view) loads when the first notice is raised, not
// with the page: until then `toaster` keeps the notices, <Toaster /> mounts the view, and the view hands
// them to Chakra's toaster and takes over.
import type { CreateToasterReturn } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { lazyPart } from './lazy-part'

export type ToastOptions = Parameters<CreateToasterReturn['create']>[0]

let shown: ((options: ToastOptions) => void) | null = null
const waiting: ToastOptions[] = []
const raised = new Set<() => void>()

export const toaster = {
  create(options: ToastOptions): void {
    if (shown) return shown(options)
    waiting.push(options)
    raised.forEach((listener) => listener())
  },
}

/** Called by the view once it shows notices: those raised before go first, then every later one. */
export function showNoticesWith(show: (options: ToastOptions) => void): void {
  shown = show
  waiting.splice(0).forEach(show)
}

// A notice raised offline before this chunk ever loaded waits (queued above) instead of crashing.
const ToasterView = lazyPart(() => import('./toaster-view'))

export function Toaster() {
  const [needed, setNeeded] = useState(() => shown !== null || waiting.length > 0)
  useEffect(() => {
    if (needed) return
    const listener = () => setNeeded(true)
    raised.add(listener)
    if (waiting.length > 0) setNeeded(true)
    return () => void raised.delete(listener)
  }, [needed])
  if (!needed) return null
  return <ToasterView />
}
