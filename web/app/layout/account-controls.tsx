// The header's account corner: Sign In / Sign Up (open the auth dialog) when anonymous, otherwise the
// user menu. The menu's code (a positioned, keyboard-navigable menu, ~20 KB) loads only for signed-in
// users, so anonymous visitors never download it. Signing out (and the question asked first when
// changes wait to be sent) lives in sign-out-dialog.tsx, which only those lazily loaded parts import.
import { Box, Button, Flex } from '@chakra-ui/react'
import { lazyPart } from '../../components/lazy-part'
import { preloadAuthDialog } from '../../features/auth/auth-dialog-slot'
import { useAuthDialogStore } from '../../components/auth-dialog-store'
import { useSessionUser } from './header-session'

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
