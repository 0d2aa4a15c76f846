// /evaluation-center/{boardId}: one of the buyer's own boards, or a team board they are a member of. Its
// owner renames, duplicates, deletes and shares it; the owner and co-owners add and remove items, set
// weights and manage the team; evaluators score; viewers read (sync/rules/board-roles.ts). A board that does not exist, or is someone else's
// (shared or not: shared boards open by their token, shared-board-screen.tsx), is "Board Not Found".
import { useWorkspace } from '../../data/account/workspaces'
import { ReviewedSubscription } from './reviewed-subscription'
import { Badge, Box, Container, Flex, Grid, Heading, Link, Spinner, Text } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import type { Board } from '../../../sync/schemas'
import { usePageTitle } from '../../components/use-page-title'
import { setBoardItems, setBoardWeights, boardItemKey, useBoardRefusal } from '../../data/account/boards'
import { ExtendedChakra } from '../../theme/extended-system'
import { BoardActions } from './board-actions'
import { BoardView } from './board-view'
import { EmptyBoard } from './empty-board'
import { ItemPicker } from './item-picker'
import { BoardMissing as Missing, ReadOnlyBoard, typeLabel } from './read-only-board'
import { ShareControl } from './share-control'
import { useBoardSource } from '../../data/account/board-source'
import { clearScore, setScore, useBoardMembers } from '../../data/account/board-team'
import { useOwnSecurityScores } from './use-own-security-scores'
import { useSession } from '../../sync/base/session'
import { canEditBoard, canScore } from '../../../sync/rules/board-roles'
import { SECURITY_COMPLIANCE } from '../../../sync/rules/weighted-score'
import { BoardComments } from './comments/board-comments'
import { isBoardDecided } from '../../../sync/rules/board-decision'
import { DecisionSection } from './decision/decision-section'
import { boardStanding } from './team/board-standing'
import { TeamResultsSection } from './team/team-results-section'
import { TeamScorecard } from './team/team-scorecard'
import { TeamSection } from './team/team-section'
import { HistorySection } from './history/history-section'

function OwnBoard({ board }: { board: Board }) {
  const meId = useSession((s) => s.user?.id ?? null)
  const standing = boardStanding(board, useBoardMembers(board.id) ?? [], meId)
  // A decided board is frozen (sync/rules/board-decision.ts): what would change it is not offered.
  const decided = isBoardDecided(board)
  const edit = canEditBoard(standing.role) && !decided
  const owner = standing.role === 'owner'
  // The owner's own member row alone is no team: scoring Security & compliance on one's own board makes it.
  const hasTeam = [...standing.active, ...standing.invited].some((m) => m.userId !== board.userId)
  const securityScores = useOwnSecurityScores(board.id, meId)
  // Anyone who scores the board sets their own Security & compliance score while their scorecard is open.
  const mayScore = meId !== null && canScore(standing.role) && !decided && !board.revealedAt && !standing.own?.submittedAt
  const remove = (key: string) => void setBoardItems(board.id, board.items.filter((i) => boardItemKey(i) !== key))
  return (
    <Box display="grid" gridTemplateColumns="minmax(0, 1fr)" gap="5">
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{board.name}</Heading>
          <Flex gap="2" mt="2" wrap="wrap">
            <Badge>{typeLabel(board)}</Badge>
            {board.shared && owner && <Badge colorPalette="blue">Shared</Badge>}
            {hasTeam && <Badge colorPalette="purple">Team board</Badge>}
            {decided && <Badge colorPalette="green">Decided</Badge>}
            {board.id < 0 && <Badge colorPalette="orange">Waiting to sync</Badge>}
            {board.workspaceId != null && <WorkspaceBadge workspaceId={board.workspaceId} />}
          </Flex>
          {board.notes && <Text color="fg.muted" mt="2" maxW="3xl">{board.notes}</Text>}
          <ReviewedSubscription boardId={board.id} />
        </Box>
        {owner && <Flex gap="2" wrap="wrap" className="no-print" role="group" aria-label="Board actions"><BoardActions board={board} decided={decided} /></Flex>}
      </Flex>
      <DecisionSection board={board} owner={owner} />
      {(edit || owner) && (
        <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }} gap="5">
          {edit && <ItemPicker type={board.type} onBoard={board.items.map((i) => i.itemId)} onAdd={(itemId) => void setBoardItems(board.id, [...board.items, { itemId }])} />}
          {owner && <ShareControl board={board} />}
        </Grid>
      )}
      {board.id > 0 && (owner || standing.role) && <TeamSection board={board} standing={standing} meId={meId} frozen={decided} />}
      {hasTeam && meId !== null && canScore(standing.role) && !board.revealedAt && !decided && <TeamScorecard board={board} own={standing.own} userId={meId} />}
      {hasTeam && board.revealedAt && <TeamResultsSection board={board} active={standing.active} />}
      {hasTeam && board.id > 0 && standing.role && <BoardComments board={board} standing={standing} meId={meId} />}
      <BoardView name={board.name} type={board.type} items={board.items} weights={board.weights} securityOverrides={securityScores}
        onSecurityOverride={mayScore ? (itemId, score) => void (score === null ? clearScore(board.id, itemId, SECURITY_COMPLIANCE) : setScore(board.id, itemId, SECURITY_COMPLIANCE, score)) : undefined}
        onWeightsChange={edit ? (weights) => void setBoardWeights(board.id, weights) : undefined} onRemove={edit ? (ref) => remove(boardItemKey(ref)) : undefined}
        empty={<EmptyBoard title="This board is empty"><Text>{edit ? `Add ${board.type === 'vendor' ? 'vendors' : 'products'} above to compare them side by side.` : 'The owner has not added anything yet.'}</Text></EmptyBoard>} />
      <HistorySection board={board} meId={meId} canEdit={edit} />
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
    // Only while the address is still this board's: a buyer who just clicked away (the link's
    // navigation is already in the address bar while this screen still shows) is not pulled back.
    if (source.status === 'moved' && window.location.pathname === `/evaluation-center/${id}`) {
      void navigate(`/evaluation-center/${source.to}`, { replace: true })
    }
  }, [source, navigate, id])
  return (
    <ExtendedChakra>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
        <Link asChild color="brand.fg" fontSize="sm" mb="4" className="no-print"><RouterLink to="/evaluation-center">← Evaluation Center</RouterLink></Link>
        {own && <OwnBoard board={own} />}
        {source.status === 'remote' && <ReadOnlyBoard board={source.board} />}
        {source.status === 'not-found' && refusal && <Missing title="Board Deleted">{refusal}</Missing>}
        {source.status === 'not-found' && !refusal && <Missing title="Board Not Found">This board does not exist, or it is not one of yours. A board someone shared opens from the link they sent.</Missing>}
        {source.status === 'unreachable' && <Missing title="Board Unavailable">{`This board is not saved in this browser and could not be loaded: ${source.message}`}</Missing>}
        {!own && (source.status === 'loading' || source.status === 'moved') && <Flex justify="center" py="12"><Spinner size="lg" color="brand.solid" aria-label="Loading the board" /></Flex>}
      </Container>
    </ExtendedChakra>
  )
}

/** The company workspace a team board belongs to, by name, when this device holds it. */
function WorkspaceBadge({ workspaceId }: { workspaceId: number }) {
  const workspace = useWorkspace(workspaceId)
  return workspace ? <Badge colorPalette="teal" data-testid="board-workspace">{`Workspace: ${workspace.name}`}</Badge> : null
}
