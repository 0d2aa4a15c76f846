// /evaluation-center/shared/{token}: a board someone shared, opened by its link. Anyone sees it
// read-only and a signed-in buyer may save a copy; its owner is taken to their own editable board. A
// token that is unknown, or whose board is no longer shared, is "Board Not Found".
import { Container, Flex, Link, Spinner } from '@chakra-ui/react'
import { useEffect } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { usePageTitle } from '../../components/use-page-title'
import { ExtendedChakra } from '../../theme/extended-system'
import { BoardMissing, ReadOnlyBoard } from './read-only-board'
import { useSharedBoard } from './use-shared-board'

export default function SharedBoardScreen() {
  const token = useParams().token ?? ''
  const source = useSharedBoard(token)
  const navigate = useNavigate()
  usePageTitle(source.status === 'shared' ? source.board.name : source.status === 'not-found' ? 'Board Not Found' : source.status === 'unreachable' ? 'Board Unavailable' : null)
  useEffect(() => {
    if (source.status === 'own') void navigate(`/evaluation-center/${source.id}`, { replace: true })
  }, [source, navigate])
  return (
    <ExtendedChakra>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
        <Link asChild color="brand.fg" fontSize="sm" mb="4" className="no-print"><RouterLink to="/evaluation-center">← Evaluation Center</RouterLink></Link>
        {source.status === 'shared' && <ReadOnlyBoard board={source.board} />}
        {source.status === 'not-found' && <BoardMissing title="Board Not Found">This board does not exist, or its owner has stopped sharing it.</BoardMissing>}
        {source.status === 'unreachable' && <BoardMissing title="Board Unavailable">{`This shared board could not be loaded: ${source.message}`}</BoardMissing>}
        {(source.status === 'loading' || source.status === 'own') && <Flex justify="center" py="12"><Spinner size="lg" color="brand.solid" aria-label="Loading the board" /></Flex>}
      </Container>
    </ExtendedChakra>
  )
}
