// Where the auth dialog lives in the layout. The dialog's code (forms, validation) loads the first time
// someone opens it, or a moment earlier when they point at or focus a Sign In / Sign Up button, so the
// home page does not carry it. Once loaded it stays mounted, so closing can animate.
import { lazy, Suspense, useState } from 'react'
import { useAuthDialogStore } from '../../app/auth-dialog-store'

const loadAuthDialog = () => import('./auth-dialog')
const AuthDialog = lazy(loadAuthDialog)

/** Starts loading the dialog's code ahead of the click. */
export function preloadAuthDialog(): void {
  void loadAuthDialog()
}

export function AuthDialogSlot() {
  const opened = useAuthDialogStore((s) => s.mode !== null)
  const [needed, setNeeded] = useState(opened)
  if (opened && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  )
}
