// /admin: a spinner while the session loads, "Access Denied" (page and toast, then
// `/` after 1500 ms) for visitors and members, and the seven tabs for administrators. The server refuses
// every admin call from anyone else anyway; this guard only spares them a screen they cannot use.
import { Container, Flex, Heading, Spinner, Tabs, Text } from '@chakra-ui/react'
import { Suspense, useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { usePageTitle } from '../../components/use-page-title'
import { toaster } from '../../components/toaster'
import { useSession } from '../../sync/base/session'
import { ExtendedChakra } from '../../theme/extended-system'
import { ADMIN_TABS } from './admin-tabs'

export const ACCESS_DENIED_REDIRECT_MS = 1500

export default function AdminScreen() {
  const user = useSession((s) => s.user)
  const known = useSession((s) => s.known)
  usePageTitle(known && user?.role !== 'admin' ? 'Access Denied' : 'Admin Dashboard')
  if (!known && !user) {
    return (
      <Flex justify="center" py="24"><Spinner size="xl" color="brand.solid" aria-label="Checking your access" /></Flex>
    )
  }
  if (user?.role !== 'admin') return <AccessDenied />
  return (
    <ExtendedChakra>
      <AdminDashboard />
    </ExtendedChakra>
  )
}

function AccessDenied() {
  const navigate = useNavigate()
  useEffect(() => {
    toaster.create({ title: 'Access Denied', description: 'You need admin privileges to access this page.', type: 'error' })
    const timer = setTimeout(() => void navigate('/', { replace: true }), ACCESS_DENIED_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate])
  return (
    <Container maxW="lg" py="24" textAlign="center">
      <Heading as="h1" size="2xl" mb="3">Access Denied</Heading>
      <Text color="fg.muted">You need admin privileges to access this page.</Text>
    </Container>
  )
}

function AdminDashboard() {
  // The tab is part of the address (/admin/vendors...), so a reload or a shared link keeps it.
  const params = useParams()
  const navigate = useNavigate()
  const requested = (params['*'] ?? '').split('/')[0].toLowerCase()
  const tab = ADMIN_TABS.some((t) => t.value === requested) ? requested : ADMIN_TABS[0].value
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="6">Admin Dashboard</Heading>
      <Tabs.Root value={tab} onValueChange={(e) => navigate(`/admin/${e.value}`)} lazyMount variant="line">
        {/* The seven tabs wrap onto a second row on tablets rather than scroll out of sight: every one stays in view. */}
        <Tabs.List flexWrap="wrap" rowGap="1">
          {ADMIN_TABS.map((t) => <Tabs.Trigger key={t.value} value={t.value}>{t.label}</Tabs.Trigger>)}
        </Tabs.List>
        {ADMIN_TABS.map(({ value, Component }) => (
          <Tabs.Content key={value} value={value} pt="6">
            <Suspense fallback={<Flex justify="center" py="12"><Spinner aria-label="Loading" /></Flex>}>
              <Component />
            </Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  )
}
