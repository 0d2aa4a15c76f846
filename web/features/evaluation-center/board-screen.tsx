// /evaluation-center/{boardId}: one named board. Its owner renames, duplicates, deletes, shares, adds
// and removes items and sets weights; anyone else opening a shared board's link sees it read-only and
// may save a copy. A board that does not exist (or is private) is "Board Not Found".
import { Badge, Box, Button, Container, Flex, Grid, Heading, Link, Spinner, Text } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import type { Board } from '../../../sync/schemas'
import { useAuthDialogStore } from '../../app/auth-dialog-store'
import { usePageTitle } from '../../app/use-page-title'
import { setBoardItems, setBoardWeights, boardItemKey, duplicateBoard, useBoardRefusal, type RemoteBoard } from '../../data/boards'
import { useSession } from '../../data/session'
import { toaster } from '../../components/toaster'
import { ExtendedChakra } from '../../theme/extended-system'
import { BoardActions } from './board-actions'
import { BoardView } from './board-view'
import { EmptyBoard } from './empty-board'
import { ItemPicker } from './item-picker'
import { ShareControl } from './share-control'
import { useBoardSource } from './use-board-source'

const typeLabel = (b: Board) => (b.type === 'vendor' ? 'Vendor board' : 'Product board')

function OwnBoard({ board }: { board: Board }) {
  const remove = (key: string) => void setBoardItems(board.id, board.items.filter((i) => boardItemKey(i) !== key))
  return (
    <Box display="grid" gridTemplateColumns="minmax(0, 1fr)" gap="5">
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{board.name}</Heading>
          <Flex gap="2" mt="2" wrap="wrap">
            <Badge>{typeLabel(board)}</Badge>
            {board.shared && <Badge colorPalette="blue">Shared</Badge>}
            {board.id < 0 && <Badge colorPalette="orange">Waiting to sync</Badge>}
          </Flex>
          {board.notes && <Text color="fg.muted" mt="2" maxW="3xl">{board.notes}</Text>}
        </Box>
        <Flex gap="2" wrap="wrap" className="no-print" role="group" aria-label="Board actions"><BoardActions board={board} /></Flex>
      </Flex>
      <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }} gap="5">
        <ItemPicker type={board.type} onBoard={board.items.map((i) => i.itemId)} onAdd={(itemId) => void setBoardItems(board.id, [...board.items, { itemId }])} />
        <ShareControl board={board} />
      </Grid>
      <BoardView name={board.name} type={board.type} items={board.items} weights={board.weights}
        onWeightsChange={(weights) => void setBoardWeights(board.id, weights)} onRemove={(ref) => remove(boardItemKey(ref))}
        empty={<EmptyBoard title="This board is empty"><Text>Add {board.type === 'vendor' ? 'vendors' : 'products'} above to compare them side by side.</Text></EmptyBoard>} />
    </Box>
  )
}

function SharedBoard({ board }: { board: RemoteBoard }) {
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
        <Text>{board.readOnly ? 'This board was shared with you. You can view it, but only its owner can change it.' : 'This is your board. It becomes editable here once this browser has synced.'}</Text>
        {!board.readOnly ? null : user ? <Button size="sm" onClick={() => void copy()}>Save a copy to my boards</Button> : <Button size="sm" onClick={() => openAuth('login')}>Sign in to save a copy</Button>}
      </Flex>
      <BoardView name={board.name} type={board.type} items={board.items} weights={board.weights}
        empty={<EmptyBoard title="This board is empty"><Text>Its owner has not added anything yet.</Text></EmptyBoard>} />
    </Box>
  )
}

function Missing({ title, children }: { title: string; children: string }) {
  return (
    <Box textAlign="center" py="10" display="grid" gap="3" justifyItems="center">
      <Heading as="h1" size="2xl">{title}</Heading>
      <Text color="fg.muted" maxW="lg">{children}</Text>
      <Button asChild><RouterLink to="/evaluation-center">Go to the Evaluation Center</RouterLink></Button>
    </Box>
  )
}

export default function BoardScreen() {
  const id = Number(useParams().boardId)
  const source = useBoardSource(id)
  // A board deleted on another device while this one had a change queued for it: say what happened.
  const refusal = useBoardRefusal(id)
  const navigate = useNavigate()
  // While a new board moves from its temporary id to the server's, keep showing it (and what the buyer
  // was typing) instead of a spinner between the two addresses.
  const lastOwn = useRef<Board | null>(null)
  if (source.status === 'local') lastOwn.current = source.board
  else if (source.status !== 'moved' && source.status !== 'loading' && !(source.status === 'remote' && !source.board.readOnly)) lastOwn.current = null
  const own = source.status === 'local' ? source.board : lastOwn.current
  const title = own ? own.name : source.status === 'remote' ? source.board.name : source.status === 'not-found' ? (refusal ? 'Board Deleted' : 'Board Not Found') : source.status === 'unreachable' ? 'Board Unavailable' : null
  usePageTitle(title)
  useEffect(() => {
    if (source.status === 'moved') void navigate(`/evaluation-center/${source.to}`, { replace: true })
  }, [source, navigate])
  return (
    <ExtendedChakra>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
        <Link asChild color="brand.fg" fontSize="sm" mb="4" className="no-print"><RouterLink to="/evaluation-center">← Evaluation Center</RouterLink></Link>
        {own && <OwnBoard board={own} />}
        {source.status === 'remote' && <SharedBoard board={source.board} />}
        {source.status === 'not-found' && refusal && <Missing title="Board Deleted">{refusal}</Missing>}
        {source.status === 'not-found' && !refusal && <Missing title="Board Not Found">This board does not exist, or its owner has not shared it.</Missing>}
        {source.status === 'unreachable' && <Missing title="Board Unavailable">{`This board is not saved in this browser and could not be loaded: ${source.message}`}</Missing>}
        {!own && (source.status === 'loading' || source.status === 'moved') && <Flex justify="center" py="12"><Spinner size="lg" color="brand.solid" aria-label="Loading the board" /></Flex>}
      </Container>
    </ExtendedChakra>
  )
}
