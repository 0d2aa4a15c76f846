// The site header: logo, the Marketplace menu and primary links (from 1280 px), search, connection
// status, the workspace picker (people in a workspace), install, colour mode, the compare lists' count, cart, notifications and account. Narrower screens (tablets in either orientation,
// small laptops) move the links into the side menu, and phones also move search and account there.
// Every control has an accessible name.
import { Box, Container, Flex, HStack, Link } from '@chakra-ui/react'
import { NavLink, Link as RouterLink } from 'react-router'
import { ColorModeToggle } from '../../components/color-mode-toggle'
import { lazyPart } from '../../components/lazy-part'
import { Logo } from '../../components/logo'
import { InstallAppButton } from '../../pwa/install-button'
import { AccountControls } from './account-controls'
import { CartLink } from './cart-link'
import { CompareLink } from './compare-link'
import { ConnectionStatus } from './connection-status'
import { useSessionUser } from './header-session'
import { HeaderSearch } from './header-search'
import { MarketplaceMenu } from './marketplace-menu'
import { MobileNavButton } from './mobile-nav'
import { NotificationsLink } from './notifications-link'
import { visibleNavLinks } from './nav-links'

// The first download's progress reads the sync state, whose code loads after the page itself.
// The workspace picker reads the local copy, whose code loads after the page; signed-in people only.
const WorkspacePicker = lazyPart<object>(() => import('./workspace-picker'))

const FirstSyncProgress = lazyPart<object>(() => import('./sync-status').then((m) => ({ default: m.FirstSyncProgress })))

export function Header() {
  const user = useSessionUser()
  const isAdmin = user?.role === 'admin'
  const signedIn = !!user
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/90" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Container maxW="8xl" px={{ base: '3', md: '6' }}>
        <Flex h="16" align="center" gap={{ base: '2', md: '4' }}>
          <Link asChild flexShrink={0} rounded="md" _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/" aria-label="Vetted home">
              <Logo />
            </RouterLink>
          </Link>

          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', xl: 'flex' }} flexShrink={0}>
            <MarketplaceMenu />
            {visibleNavLinks(isAdmin).map((link) => (
              <HeaderNavLink key={link.to} to={link.to}>{link.label}</HeaderNavLink>
            ))}
          </HStack>

          <Box flex="1" minW="0" display={{ base: 'none', md: 'block' }} maxW={{ md: 'sm', xl: 'md' }} ms={{ xl: 'auto' }}>
            <HeaderSearch />
          </Box>

          <HStack gap={{ base: '1', md: '2' }} flexShrink={0} ms="auto">
            <ConnectionStatus />
            {signedIn && <Box display={{ base: 'none', sm: 'block' }}><WorkspacePicker /></Box>}
            <Box display={{ base: 'none', md: 'block' }}>
              <InstallAppButton compact />
            </Box>
            <ColorModeToggle />
            <CompareLink />
            <CartLink />
            <Box display={{ base: 'none', sm: 'block' }}>
              <NotificationsLink />
            </Box>
            <Box display={{ base: 'none', md: 'block' }}>
              <AccountControls />
            </Box>
            <Box display={{ base: 'block', xl: 'none' }}>
              <MobileNavButton />
            </Box>
          </HStack>
        </Flex>
      </Container>
      <FirstSyncProgress />
    </Box>
  )
}

function HeaderNavLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild px="3" py="2" rounded="md" fontSize="sm" fontWeight="medium" color="fg" whiteSpace="nowrap"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }} css={{ '&[aria-current=page]': { color: 'brand.fg' } }}>
      <NavLink to={to}>{children}</NavLink>
    </Link>
  )
}
