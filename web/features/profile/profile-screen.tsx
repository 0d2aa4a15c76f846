// /profile: anonymous visitors are asked to sign in; signed-in users see their
// header card, this device's preferences (the display currency) and the Favorites, Orders and Reviews
// tabs. Everything reads the local copy.
import { Box, Button, Card, Container, Flex, Heading, Spinner, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { useAuthDialogStore } from '../../components/auth-dialog-store'
import { DisplayCurrencySelect } from '../../components/pricing/display-currency-select'
import { usePageTitle } from '../../components/use-page-title'
import { UserIcon } from '../../components/icons'
import { useSession } from '../../sync/base/session'
import { ProfileHeaderCard } from './profile-header-card'
import { ProfileTabs } from './profile-tabs'

export default function ProfileScreen() {
  usePageTitle('Profile')
  const user = useSession((s) => s.user)
  const known = useSession((s) => s.known)
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="6">Profile</Heading>
      {!known && !user ? (
        <Flex justify="center" py="12"><Spinner size="lg" color="brand.solid" aria-label="Loading your profile" /></Flex>
      ) : user ? (
        <Box display="grid" gap="6">
          <ProfileHeaderCard user={user} />
          <DevicePreferences />
          <ProfileTabs />
        </Box>
      ) : (
        <SignInRequired />
      )}
    </Container>
  )
}

function DevicePreferences() {
  return (
    <Box as="section" aria-labelledby="preferences-heading" p="5" rounded="xl" borderWidth="1px" bg="bg.subtle">
      <Heading as="h2" id="preferences-heading" size="md" mb="1">Preferences</Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Prices show in your display currency wherever a plan is offered in it, and in their own currency otherwise: nothing is converted. Kept on this device.
      </Text>
      <DisplayCurrencySelect />
    </Box>
  )
}

function SignInRequired() {
  const openAuthDialog = useAuthDialogStore((s) => s.open)
  return (
    <Card.Root maxW="lg" mx="auto" textAlign="center">
      <Card.Body alignItems="center" gap="3" py="10">
        <Box color="fg.muted"><UserIcon size={40} /></Box>
        <Heading as="h2" size="lg">Sign in required</Heading>
        <Text color="fg.muted">Please sign in to view your profile and favorites.</Text>
        <Flex gap="3" wrap="wrap" justify="center" mt="2">
          <Button onClick={() => openAuthDialog('login')}>Sign In</Button>
          <Button asChild variant="outline"><RouterLink to="/">Go to Homepage</RouterLink></Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  )
}
