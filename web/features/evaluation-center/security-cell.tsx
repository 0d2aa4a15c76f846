// One item's "Security & compliance" cell in the board matrix: the score the ranking reads, where it
// comes from (the vendor's trust profile, linked to its Trust tab, or the person's own score with the
// profile's beside it), "No trust profile" rather than a 0 for a vendor without one, and, for someone
// who may score the board, a choice of their own score from 1 to 5 that wins over the profile's, or
// of the profile's figure again (their score taken back).
import { Badge, Box, chakra, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { MAX_SCORE, MIN_SCORE } from '../../../sync/rules/board-roles'
import type { BoardColumn } from './board-columns'
import { RatingCell } from './matrix-cells'

const SCORES = Array.from({ length: MAX_SCORE - MIN_SCORE + 1 }, (_, i) => MIN_SCORE + i)

interface Props {
  column: BoardColumn
  best: boolean
  /** The person's own score, or null to take it back. */
  onOverride?: (score: number | null) => void
}

export function SecurityCell({ column, best, onOverride }: Props) {
  const { security, trustHref, name } = column
  const profile = security.profileScore === null ? 'No trust profile' : `Trust profile: ${security.profileScore.toFixed(1)}`
  return (
    <Box data-testid="security-cell">
      {security.score === null ? <Text color="fg.muted" fontSize="sm">No trust profile</Text> : <RatingCell value={security.score} best={best} />}
      {security.source === 'override' && <Badge mt="1" size="xs" colorPalette="purple">Your score</Badge>}
      {(security.source !== 'none' || trustHref) && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {security.source === 'override' ? `${profile} · ` : security.source === 'trust-profile' ? 'From the trust profile · ' : ''}
          {trustHref && <Link asChild color="brand.fg"><RouterLink to={trustHref}>{`${name}'s trust profile`}</RouterLink></Link>}
        </Text>
      )}
      {onOverride && (
        <chakra.select mt="2" fontSize="xs" borderWidth="1px" rounded="md" px="1" py="0.5" bg="bg.panel" className="no-print"
          aria-label={`Your Security & compliance score for ${name}`} value={security.source === 'override' ? String(security.score) : ''}
          onChange={(e) => onOverride(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{security.source === 'override' ? 'Use the trust profile' : 'Override…'}</option>
          {SCORES.map((s) => <option key={s} value={s}>{s}</option>)}
        </chakra.select>
      )}
    </Box>
  )
}
