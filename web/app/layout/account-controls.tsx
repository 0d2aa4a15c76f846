// The header's account corner: Sign In / Sign Up (open the auth dialog) when anonymous, otherwise the
// user menu. The menu's code (a positioned, keyboard-navigable menu, ~20 KB) loads only for signed-in
// users, so anonymous visitors never download it. Signing out says "Logged out" or "Logout failed";
// the sync engine then clears the previous account's rows from this device (web/sync/account-data.ts).
import { Box, Button, Flex } from '@chakra-ui/react'
import { useState } from 'react'
import { lazyPart } from '../../components/lazy-part'
import { toaster } from '../../components/toaster'
import { preloadAuthDialog } from '../../features/auth/auth-dialog-slot'
import { ApiError } from '../../sync/api-client'
import { useAuthDialogStore } from '../auth-dialog-store'
import { useSessionUser, useSignOut } from './header-session'

const UserMenu = lazyPart(() => import('./user-menu'), () => <Box boxSize="8" rounded="full" bg="bg.muted" aria-hidden="true" />)

export function AccountControls() {
  const user = useSessionUser()
  if (!user) return <SignInButtons />
  return <UserMenu user={user} />
}

export function SignInButtons({ stacked = false }: { stacked?: boolean }) {
  const open = useAuthDialogStore((s) => s.open)
  return (
    <Flex gap="2" direction={stacked ? 'column' : 'row'} onPointerEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
      <Button size="sm" variant="outline" onClick={() => open('login')}>
        Sign In
      </Button>
      <Button size="sm" onClick={() => open('register')}>
        Sign Up
      </Button>
    </Flex>
  )
}

/** The spec's avatar rule (first-name letter, else username letter, else "U"), shared with the profile. */
export { userInitial } from '../../../sync/rules/user-display'

/** Signs out and reports whether it is in progress, for the "Signing out..." label. */
export function useSignOutAction() {
  const signOut = useSignOut()
  const [signingOut, setSigningOut] = useState(false)
  async function run() {
    setSigningOut(true)
    try {
      await signOut()
      toaster.create({ title: 'Logged out', type: 'success' })
    } catch (err) {
      // Offline, the server session cannot be ended, so the user stays signed in and is told why.
      const detail = err instanceof ApiError ? err.userMessage : 'Signing out needs a connection. Check your network and try again.'
      toaster.create({ title: 'Logout failed', description: detail, type: 'error' })
    } finally {
      setSigningOut(false)
    }
  }
  return { signingOut, signOut: run }
}
