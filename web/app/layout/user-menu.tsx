// The signed-in user's menu: "Signed in as" with username and email, Profile, Favorites (both on the
// profile page), Workspaces, Renewals (the current workspace's subscriptions), Admin Dashboard for
// admins, the display currency (prices show in it where offered), and Sign out ("Signing out..."
// while it runs; with unsent changes the menu closes and sign-out-dialog.tsx asks first).
import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { userInitial } from '../../../sync/rules/user-display'
import type { Currency } from '../../../sync/schemas'
import { ChevronDownIcon } from '../../components/icons'
import { DISPLAY_CURRENCY_CHOICES, saveDisplayCurrency, useDisplayCurrency } from '../../data/catalog/display-currency'
import type { SessionUser } from './header-session'
import { useSignOutAction } from './sign-out-dialog'

/** Longer than the menu's exit animation. */
const EXIT_GRACE_MS = 600

export default function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false)
  const currency = useDisplayCurrency()
  const afterClose = useRef<(() => void) | null>(null)
  const { signingOut, signOut, dialog } = useSignOutAction(user, (ask) => {
    afterClose.current = ask
    setOpen(false)
    // The menu may already be closed (no exit to wait for), or its exit animation cut short: ask anyway.
    window.setTimeout(() => {
      if (afterClose.current !== ask) return
      afterClose.current = null
      ask()
    }, EXIT_GRACE_MS)
  })
  return (
    <>
      {dialog}
      <Menu.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}
        onExitComplete={() => {
          afterClose.current?.()
          afterClose.current = null
        }}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="ghost" aria-label={`Account menu for ${user.username}`}>
            <Box as="span" display="inline-flex" alignItems="center" justifyContent="center" boxSize="7"
              rounded="full" bg="brand.solid" color="brand.contrast" fontWeight="bold" fontSize="sm" aria-hidden="true">
              {userInitial(user)}
            </Box>
            {/* The name shows on wide screens only: at laptop widths the header's search needs the room. */}
            <Text as="span" display={{ base: 'none', '2xl': 'inline' }} maxW="32" truncate>
              {user.username}
            </Text>
            <ChevronDownIcon size={16} />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56">
              <Box px="2" py="1.5">
                <Text fontSize="xs" color="fg.muted">Signed in as</Text>
                <Text fontWeight="semibold" truncate>{user.username}</Text>
                <Text fontSize="sm" color="fg.muted" truncate>{user.email}</Text>
              </Box>
              <Menu.Separator />
              <Menu.Item value="profile" asChild>
                <RouterLink to="/profile">Profile</RouterLink>
              </Menu.Item>
              <Menu.Item value="favorites" asChild>
                <RouterLink to="/profile">Favorites</RouterLink>
              </Menu.Item>
              <Menu.Item value="workspaces" asChild>
                <RouterLink to="/workspaces">Workspaces</RouterLink>
              </Menu.Item>
              <Menu.Item value="renewals" asChild>
                <RouterLink to="/renewals">Renewals</RouterLink>
              </Menu.Item>
              {user.role === 'admin' && (
                <Menu.Item value="admin" asChild>
                  <RouterLink to="/admin">Admin Dashboard</RouterLink>
                </Menu.Item>
              )}
              <Menu.Separator />
              <Menu.RadioItemGroup value={currency} onValueChange={(e) => saveDisplayCurrency(e.value as Currency)}>
                <Menu.ItemGroupLabel fontSize="xs" color="fg.muted" fontWeight="normal">Display currency</Menu.ItemGroupLabel>
                {DISPLAY_CURRENCY_CHOICES.map((c) => (
                  <Menu.RadioItem key={c.value} value={c.value} closeOnSelect={false}>
                    <Menu.ItemIndicator />
                    <Menu.ItemText>{c.label}</Menu.ItemText>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
              <Menu.Separator />
              <Menu.Item value="sign-out" closeOnSelect={false} disabled={signingOut} onSelect={signOut}>
                {signingOut ? 'Signing out...' : 'Sign out'}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  )
}
