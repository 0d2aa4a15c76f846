// The team's results once the owner has revealed them: every evaluator's scores put together
// (sync/rules/team-results.ts) and shown by the team view, with the members' and items' names. On a
// board with Security & compliance, each vendor's trust profile score stands for an evaluator who gave none.
import { Box, Button, Flex, Heading } from '@chakra-ui/react'
import { useMemo } from 'react'
import { teamCsv, teamCsvFileName, type CsvDecision } from '../../../../sync/rules/team-csv'
import { localDay } from '../../../../sync/rules/dates'
import { teamCriteria, teamResults } from '../../../../sync/rules/team-results'
import { securityComplianceScore } from '../../../../sync/rules/trust-profile'
import type { ScoredCriterion } from '../../../../sync/rules/weighted-score'
import type { Board, BoardMember } from '../../../../sync/schemas'
import { downloadFile } from '../../../components/download-file'
import { useBoardScores } from '../../../data/account/board-team'
import { useBoardItems } from '../../../data/account/evaluation-items'
import { TeamView } from '../team-view'
import { itemName } from './scorecard-model'

/** The board's decision as the export writes it; null while undecided. */
const decisionOf = (board: Board, itemName: (id: number) => string): CsvDecision | null =>
  board.decidedAt && board.decidedItemId != null
    ? { chosen: itemName(board.decidedItemId), rationale: board.decisionRationale ?? '', decidedBy: board.decidedBy ?? null, decidedAt: board.decidedAt }
    : null

export function TeamResultsSection({ board, active }: { board: Board; active: readonly BoardMember[] }) {
  const items = useBoardItems(board.type, board.items)
  const scores = useBoardScores(board.id)
  const scorers = useMemo(() => active.filter((m) => m.role !== 'viewer'), [active])
  const today = localDay(new Date())
  const results = useMemo(() => {
    if (!items || !scores) return null
    const criteria = new Set<string>(teamCriteria(board.weights))
    return teamResults({
      items: items.map((i) => i.ref.itemId),
      evaluators: scorers.map((m) => m.userId),
      weights: board.weights,
      scores: scores.filter((s) => criteria.has(s.criterion)).map((s) => ({ evaluator: s.userId, item: s.itemId, criterion: s.criterion as ScoredCriterion, score: s.score })),
      prefill: new Map(items.map((i) => [i.ref.itemId, i.vendor ? securityComplianceScore(i.vendor, today) : null])),
    })
  }, [items, scores, scorers, board.weights, today])
  if (!items || !results) return null
  const itemNames = new Map(items.map((i) => [i.ref.itemId, itemName(i)]))
  const memberNames = new Map(scorers.map((m) => [m.userId, m.name]))
  const names = { item: (id: number) => itemNames.get(id) ?? `Item ${id}`, evaluator: (id: number) => memberNames.get(id) ?? 'A former member' }
  return (
    <Box as="section" aria-labelledby="team-results-heading">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id="team-results-heading" size="lg">Team results</Heading>
        <Button size="sm" variant="outline" className="no-print"
          onClick={() => downloadFile(teamCsvFileName(board.name), teamCsv(results, names.item, names.evaluator, decisionOf(board, names.item)))}>Export team CSV</Button>
      </Flex>
      <TeamView results={results} headingLevel="h3" names={names} />
    </Box>
  )
}
