// The profile's header card: avatar initial, display name, email, role badge, Edit Profile
// and Change Password. The naming rules live in sync/rules/user-display.
import { Badge, Box, Button, Card, Flex, Heading, Text } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { displayName, roleBadge, userInitial } from '../../../sync/rules/user-display'
import type { SessionUser } from '../../sync/base/session'

const EditProfileDialog = lazy(() => import('./edit-profile-dialog'))
const ChangePasswordDialog = lazy(() => import('./change-password-dialog'))

export function ProfileHeaderCard({ user }: { user: SessionUser }) {
  const [dialog, setDialog] = useState<'edit' | 'password' | null>(null)
  const badge = roleBadge(user.role)
  return (
    <Card.Root>
      <Card.Body>
        <Flex gap={{ base: '4', md: '6' }} align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Box aria-hidden="true" boxSize={{ base: '16', md: '20' }} flexShrink="0" rounded="full" bg="brand.solid" color="brand.contrast"
            display="flex" alignItems="center" justifyContent="center" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
            {userInitial(user)}
          </Box>
          <Box flex="1" minW="0">
            <Flex align="center" gap="3" wrap="wrap">
              <Heading as="h2" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word">{displayName(user)}</Heading>
              <Badge colorPalette={badge === 'Administrator' ? 'purple' : 'gray'} variant="subtle" size="md">{badge}</Badge>
            </Flex>
            <Text color="fg.muted" mt="1" wordBreak="break-all">{user.email}</Text>
          </Box>
          <Flex gap="3" wrap="wrap">
            <Button variant="outline" onClick={() => setDialog('edit')}>Edit Profile</Button>
            <Button variant="outline" onClick={() => setDialog('password')}>Change Password</Button>
          </Flex>
        </Flex>
      </Card.Body>
      {dialog === 'edit' && (
        <Suspense fallback={null}>
          <EditProfileDialog user={user} onClose={() => setDialog(null)} onChangePassword={() => setDialog('password')} />
        </Suspense>
      )}
      {dialog === 'password' && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Card.Root>
  )
}
