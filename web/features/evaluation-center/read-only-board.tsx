// A board shown read-only: someone's shared board opened by its link (shared-board-screen.tsx), which
// says whose it is, when it was shared and that it is read-only, with "Save a copy"; or the buyer's own
// board read from the server before this browser has synced it (board-screen.tsx). Also what both
// screens say when there is no board to show.
import { Badge, Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { formatDate } from '../../../sync/rules/dates'
import type { Board, SharedBoard } from '../../../sync/schemas'
import { useAuthDialogStore } from '../../components/auth-dialog-store'
import { toaster } from '../../components/toaster'
import { duplicateBoard, type RemoteBoard } from '../../data/account/boards'
import { useSession } from '../../sync/base/session'
import { BoardView } from './board-view'
import { EmptyBoard } from './empty-board'

export const typeLabel = (b: Pick<Board, 'type'>) => (b.type === 'vendor' ? 'Vendor board' : 'Product board')

const isShared = (board: RemoteBoard | SharedBoard): board is SharedBoard => board.readOnly

/** "This board was shared with you by Dana Reyes on Nov 26, 2026. It is read-only: ..." */
export function sharedBoardNote(board: Pick<SharedBoard, 'sharedBy' | 'sharedAt'>): string {
  const when = board.sharedAt ? ` on ${formatDate(board.sharedAt, 'text')}` : ''
  return `This board was shared with you by ${board.sharedBy ?? 'its owner'}${when}. It is read-only: only its owner can change it. Save a copy to make it your own.`
}

export function ReadOnlyBoard({ board }: { board: RemoteBoard | SharedBoard }) {
  const user = useSession((s) => s.user)
  const openAuth = useAuthDialogStore((s) => s.open)
  const navigate = useNavigate()
  async function copy() {
    const id = await duplicateBoard(board)
    toaster.create({ type: 'success', title: 'Board copied', description: `“Copy of ${board.name}” is in your boards.` })
    void navigate(`/evaluation-center/${id}`)
  }
  return (
    <Box display="grid" gridTemplateColumns="minmax(0, 1fr)" gap="5">
      <Box>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{board.name}</Heading>
        <Flex gap="2" mt="2" wrap="wrap"><Badge>{typeLabel(board)}</Badge>{board.readOnly && <Badge colorPalette="orange">Read-only</Badge>}</Flex>
        {board.notes && <Text color="fg.muted" mt="2" maxW="3xl">{board.notes}</Text>}
      </Box>
      <Flex borderWidth="1px" rounded="xl" p="4" gap="3" align="center" justify="space-between" wrap="wrap" bg="bg.subtle" className="no-print">
        <Text data-testid="board-ownership">{isShared(board) ? sharedBoardNote(board) : 'This is your board. It becomes editable here once this browser has synced.'}</Text>
        {!board.readOnly ? null : user ? <Button size="sm" onClick={() => void copy()}>Save a copy to my boards</Button> : <Button size="sm" onClick={() => openAuth('login')}>Sign in to save a copy</Button>}
      </Flex>
      <BoardView name={board.name} type={board.type} items={board.items} weights={board.weights}
        weightsOwner={isShared(board) ? (board.sharedBy ?? 'the owner') : undefined}
        empty={<EmptyBoard title="This board is empty"><Text>Its owner has not added anything yet.</Text></EmptyBoard>} />
    </Box>
  )
}

export function BoardMissing({ title, children }: { title: string; children: string }) {
  return (
    <Box textAlign="center" py="10" display="grid" gap="3" justifyItems="center">
      <Heading as="h1" size="2xl">{title}</Heading>
      <Text color="fg.muted" maxW="lg">{children}</Text>
      <Button asChild><RouterLink to="/evaluation-center">Go to the Evaluation Center</RouterLink></Button>
    </Box>
  )
}
