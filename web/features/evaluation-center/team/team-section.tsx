// A board's team on the board screen: its members and invitations, how many scorecards are in, the
// invitation form and the reveal for the owner and co-owners, and "Leave board" for the others.
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { canManageMembers, canReveal } from '../../../../sync/rules/board-roles'
import type { Board } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { leaveBoard, revealResults } from '../../../data/account/board-team'
import { ConfirmDialog } from '../confirm-dialog'
import { roleLabel, submittedCount, type BoardStandingHere } from './board-standing'
import { InviteForm } from './invite-form'
import { MemberList } from './member-list'

interface Props {
  board: Board
  standing: BoardStandingHere
  meId: number | null
  /** The board is decided: its team no longer changes, and it is not revealed any more. */
  frozen: boolean
}

export function TeamSection({ board, standing, meId, frozen }: Props) {
  const navigate = useNavigate()
  const [asking, setAsking] = useState<'leave' | 'reveal' | null>(null)
  const { role, active, invited } = standing
  const manage = canManageMembers(role) && !frozen
  const { submitted, scorers } = submittedCount(active)
  const revealed = !!board.revealedAt

  async function leave() {
    await leaveBoard(board.id)
    toaster.create({ type: 'success', title: 'You left the board', description: board.name })
    void navigate('/evaluation-center')
  }
  async function reveal() {
    await revealResults(board.id)
    toaster.create({ type: 'success', title: 'Results revealed', description: 'Everyone on the team now sees every score.' })
  }

  return (
    <Box as="section" aria-labelledby="team-heading" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} className="no-print">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id="team-heading" size="lg">Team</Heading>
        {role && <Text fontSize="sm" color="fg.muted">Your role: {roleLabel(role)}</Text>}
      </Flex>
      {scorers > 0 && (
        <Text mb="3" role="status">
          {revealed ? 'Results revealed: everyone sees every score.' : `${submitted} of ${scorers} scorecards submitted. Scores stay hidden from colleagues until the results are revealed.`}
        </Text>
      )}
      <MemberList members={[...active, ...invited]} manage={manage} meId={meId} />
      {manage && <Box mt="4"><InviteForm boardId={board.id} /></Box>}
      <Flex gap="2" mt="4" wrap="wrap">
        {canReveal(role) && !revealed && !frozen && scorers > 0 && <Button onClick={() => setAsking('reveal')}>Reveal results</Button>}
        {role && role !== 'owner' && !frozen && <Button variant="outline" colorPalette="red" onClick={() => setAsking('leave')}>Leave board</Button>}
      </Flex>
      {asking === 'reveal' && (
        <ConfirmDialog title="Reveal the results?" confirmLabel="Reveal results" onClose={() => setAsking(null)} onConfirm={() => void reveal()}
          text={`Everyone on the team will see every score, and scoring closes. ${submitted} of ${scorers} scorecards are submitted.`} />
      )}
      {asking === 'leave' && (
        <ConfirmDialog title="Leave this board?" confirmLabel="Leave board" destructive onClose={() => setAsking(null)} onConfirm={() => void leave()}
          text={`“${board.name}” and your scores on it leave your devices. The owner can invite you again.`} />
      )}
    </Box>
  )
}
