// The mobile side menu: search, every header link, the account actions (with the workspace picker on
// a phone, where the header has no room for it) and the display settings.
// It closes on any navigation. Opening it focuses the close button, not the search box, so phones do
// not pop up their keyboard uninvited.
import { Box, Button, Drawer, Flex, IconButton, Link, Portal, Separator, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { NavLink, useLocation } from 'react-router'
import { ColorModeToggle } from '../../components/color-mode-toggle'
import { CloseIcon } from '../../components/icons'
import { DisplayCurrencySelect } from '../../components/pricing/display-currency-select'
import { InstallAppButton } from '../../pwa/install-button'
import { SignInButtons } from './account-controls'
import { useCartCount, useUnreadNotificationCount } from './header-data'
import { useSessionUser, type SessionUser } from './header-session'
import { HeaderSearch } from './header-search'
import { visibleNavLinks } from './nav-links'
import WorkspacePicker from './workspace-picker'
import { useSignOutAction } from './sign-out-dialog'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

export default function MobileNavDrawer({ open, onOpenChange }: Props) {
  const user = useSessionUser()
  const cartCount = useCartCount()
  const unread = useUnreadNotificationCount()
  const close = () => onOpenChange(false)
  const closeButtonRef = useRef<HTMLButtonElement>(null)
  useCloseOnNavigation(close)
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" size="xs"
      initialFocusEl={() => closeButtonRef.current}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                <HeaderSearch onSubmitted={close} />
                <Stack as="nav" aria-label="Mobile" gap="1">
                  <DrawerLink to="/marketplace">Marketplace</DrawerLink>
                  <DrawerLink to="/vendors">Vendors</DrawerLink>
                  <DrawerLink to="/products">Products</DrawerLink>
                  {visibleNavLinks(user?.role === 'admin').map((link) => (
                    <DrawerLink key={link.to} to={link.to}>{link.label}</DrawerLink>
                  ))}
                  <DrawerLink to="/cart">{cartCount > 0 ? `Cart (${cartCount})` : 'Cart'}</DrawerLink>
                  {user && <DrawerLink to="/notifications">{unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}</DrawerLink>}
                </Stack>
                <Separator />
                {user ? <SignedInSection user={user} /> : (
                  <Box onClick={close}>
                    <SignInButtons stacked />
                  </Box>
                )}
                <Separator />
                <Flex align="center" justify="space-between" gap="3">
                  <Text fontSize="sm" color="fg.muted">Appearance</Text>
                  <ColorModeToggle />
                </Flex>
                <DisplayCurrencySelect size="sm" />
                <InstallAppButton />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <IconButton ref={closeButtonRef} aria-label="Close menu" variant="ghost" size="sm" position="absolute" top="3" insetEnd="3">
                <CloseIcon />
              </IconButton>
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

function SignedInSection({ user }: { user: SessionUser }) {
  const { username, email } = user
  const { signingOut, signOut, dialog } = useSignOutAction(user)
  return (
    <Stack gap="1">
      {dialog}
      <Text fontSize="xs" color="fg.muted">Signed in as</Text>
      <Text fontWeight="semibold" truncate>{username}</Text>
      <Text fontSize="sm" color="fg.muted" truncate mb="2">{email}</Text>
      {/* The header shows the picker from sm up; on a phone it is here. */}
      <Box display={{ base: 'block', sm: 'none' }} mb="2"><WorkspacePicker /></Box>
      <DrawerLink to="/profile">Profile</DrawerLink>
      <DrawerLink to="/profile">Favorites</DrawerLink>
      <DrawerLink to="/workspaces">Workspaces</DrawerLink>
      <DrawerLink to="/renewals">Renewals</DrawerLink>
      {user.role === 'admin' && <DrawerLink to="/admin">Admin Dashboard</DrawerLink>}
      <Button variant="outline" size="sm" mt="2" onClick={signOut} disabled={signingOut}>
        {signingOut ? 'Signing out...' : 'Sign out'}
      </Button>
    </Stack>
  )
}

function DrawerLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild display="block" px="3" py="2" rounded="md" fontWeight="medium" color="fg"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }} css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg' } }}>
      <NavLink to={to} end>{children}</NavLink>
    </Link>
  )
}

function useCloseOnNavigation(close: () => void) {
  const location = useLocation()
  const closeRef = useRef(close)
  closeRef.current = close
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    closeRef.current()
  }, [location.key])
}
