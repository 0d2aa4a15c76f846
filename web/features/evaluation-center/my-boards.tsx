// The buyer's named boards, their own and the team boards they joined: a card per board linking to it,
// and "New board". Visitors are told that
// named boards need an account (the two compare lists work without one).
import { Badge, Box, Button, Card, Flex, Heading, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { useAuthDialogStore } from '../../components/auth-dialog-store'
import { createBoard, useMyBoards } from '../../data/account/boards'
import { useSession } from '../../sync/base/session'
import { BoardNameDialog } from './board-name-dialog'

export function MyBoards() {
  const user = useSession((s) => s.user)
  const boards = useMyBoards()
  const openAuth = useAuthDialogStore((s) => s.open)
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  return (
    <Box as="section" aria-labelledby="my-boards-heading" className="no-print">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id="my-boards-heading" size="lg">My boards</Heading>
        {user && <Button size="sm" onClick={() => setCreating(true)}>New board</Button>}
      </Flex>
      {!user ? (
        <Flex borderWidth="1px" rounded="xl" p="4" gap="3" align="center" justify="space-between" wrap="wrap" bg="bg.subtle">
          <Text>Sign in to keep named boards, weight them, share them and use them on any device. The compare lists below work without an account.</Text>
          <Button size="sm" onClick={() => openAuth('login')}>Sign In</Button>
        </Flex>
      ) : boards && boards.length === 0 ? (
        <Text color="fg.muted">No boards yet. Create one, save a compare list below, or copy a featured comparison.</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="3" aria-label="My boards">
          {(boards ?? []).map((b) => (
            <Card.Root as="li" key={b.id} size="sm" variant="outline" position="relative" _hover={{ borderColor: 'brand.solid' }}>
              <Card.Body gap="1">
                <LinkOverlay asChild fontWeight="semibold"><RouterLink to={`/evaluation-center/${b.id}`}>{b.name}</RouterLink></LinkOverlay>
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontSize="sm" color="fg.muted">{b.items.length} {b.type === 'vendor' ? 'vendor' : 'product'}{b.items.length === 1 ? '' : 's'}</Text>
                  {b.shared && b.userId === user.id && <Badge size="sm" colorPalette="blue">Shared</Badge>}
                  {b.userId !== user.id && <Badge size="sm" colorPalette="purple">Team member</Badge>}
                  {b.id < 0 && <Badge size="sm" colorPalette="orange">Waiting to sync</Badge>}
                </Flex>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {creating && (
        <BoardNameDialog title="New board" submitLabel="Create board" askType
          onSubmit={async (name, type) => { const id = await createBoard({ name, type }); void navigate(`/evaluation-center/${id}`) }}
          onClose={() => setCreating(false)} />
      )}
    </Box>
  )
}
