// App-wide notices: one notice visible at a time (later ones queue) that closes after
// 5 seconds by default. Call `toaster.create({ title, description, type })` from anywhere.
// The toast UI's code (~8 KB) loads when the first notice is raised, not with the page: <Toaster />
// mounts it then, and it picks up the notices already queued in the store.
import { createToaster } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { lazyPart } from './lazy-part'

export const TOAST_DURATION_MS = 5000

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
})

// A notice raised offline before this chunk ever loaded waits (queued in the store) instead of crashing.
const ToasterView = lazyPart(() => import('./toaster-view'))

export function Toaster() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0)
  useEffect(() => {
    if (needed) return
    if (toaster.getCount() > 0) setNeeded(true)
    return toaster.subscribe(() => setNeeded(true))
  }, [needed])
  if (!needed) return null
  return <ToasterView toaster={toaster} />
}
