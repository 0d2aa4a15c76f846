// The header's account corner: Sign In / Sign Up (open the auth dialog) when anonymous, otherwise the
// user menu. The menu's code (a positioned, keyboard-navigable menu, ~20 KB) loads only for signed-in
// users, so anonymous visitors never download it.
import { Box, Button, Flex } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { useAuthDialogStore } from '../auth-dialog-store'
import { useSessionUser, useSignOut, type SessionUser } from './header-data'

const UserMenu = lazy(() => import('./user-menu'))

export function AccountControls() {
  const user = useSessionUser()
  if (!user) return <SignInButtons />
  return (
    <Suspense fallback={<Box boxSize="8" rounded="full" bg="bg.muted" aria-hidden="true" />}>
      <UserMenu user={user} />
    </Suspense>
  )
}

export function SignInButtons({ stacked = false }: { stacked?: boolean }) {
  const open = useAuthDialogStore((s) => s.open)
  return (
    <Flex gap="2" direction={stacked ? 'column' : 'row'}>
      <Button size="sm" variant="outline" onClick={() => open('login')}>
        Sign In
      </Button>
      <Button size="sm" onClick={() => open('register')}>
        Sign Up
      </Button>
    </Flex>
  )
}

/** First letter of the first name, else of the username, else "U" (the spec's avatar rule). */
export function userInitial(user: Pick<SessionUser, 'firstName' | 'username'>) {
  return (user.firstName?.trim()[0] ?? user.username.trim()[0] ?? 'U').toUpperCase()
}

/** Signs out and reports whether it is in progress, for the "Signing out..." label. */
export function useSignOutAction() {
  const signOut = useSignOut()
  const [signingOut, setSigningOut] = useState(false)
  async function run() {
    setSigningOut(true)
    try {
      await signOut()
    } finally {
      setSigningOut(false)
    }
  }
  return { signingOut, signOut: run }
}
