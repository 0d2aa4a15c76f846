// Where the auth dialog lives in the layout. The dialog's code (forms, validation) loads the first time
// someone opens it, or a moment earlier when they point at or focus a Sign In / Sign Up button, so the
// home page does not carry it. Once loaded it stays mounted, so closing can animate. If the code cannot
// load (offline before the service worker cached it), the request is dropped instead of breaking the
// page, and the next click tries again. (No toast then: the toast's own code may be missing too.)
import { useEffect, useState, type ComponentType } from 'react'
import { useAuthDialogStore } from '../../components/auth-dialog-store'
import { retryableImport } from '../../components/retryable-import'

const loadAuthDialog = retryableImport(() => import('./auth-dialog'))

/** Starts loading the dialog's code ahead of the click. */
export function preloadAuthDialog(): void {
  loadAuthDialog().catch(() => undefined) // a failed preload is retried when the dialog opens
}

export function AuthDialogSlot() {
  const opened = useAuthDialogStore((s) => s.mode !== null)
  const [AuthDialog, setAuthDialog] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (!opened || AuthDialog) return
    let current = true
    loadAuthDialog().then(
      (module) => current && setAuthDialog(() => module.default),
      (err: unknown) => {
        console.error('The auth dialog could not load', err)
        useAuthDialogStore.getState().close()
      },
    )
    return () => {
      current = false
    }
  }, [opened, AuthDialog])
  return AuthDialog ? <AuthDialog /> : null
}
