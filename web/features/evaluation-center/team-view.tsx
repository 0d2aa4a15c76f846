// The team view of an evaluation board once the results are revealed: the fragile-lead warning, the
// most disagreed criteria, the matrix of items by criteria (mean, spread, and each evaluator's score
// in a popover) and the team's ranking beside each person's. Fed only by props: the team's results
// (sync/rules/team-results.ts) and the names to show for its item and evaluator keys.
import { Heading, Stack, Text } from '@chakra-ui/react'
import type { TeamResults } from '../../../sync/rules/team-results'
import { TeamMatrix } from './team-view-matrix'
import { criterionColumns, disagreementSummary, fragileNotice, matrixRows, rankingRows, type TeamViewNames } from './team-view-model'
import { DisagreementNote, FragileLeadNotice } from './team-view-notices'
import { TeamRankings } from './team-view-rankings'

export type TeamViewProps<K extends string | number, E extends string | number> = {
  results: TeamResults<K, E>
  names: TeamViewNames<K, E>
  /** The heading level of the view's two section titles (the page's own heading sits above). */
  headingLevel?: 'h2' | 'h3'
}

export function TeamView<K extends string | number, E extends string | number>({ results, names, headingLevel = 'h2' }: TeamViewProps<K, E>) {
  const notice = fragileNotice(results, names)
  const disagreement = disagreementSummary(results.disagreement)
  return (
    <Stack gap="5" data-testid="team-view">
      {notice && <FragileLeadNotice notice={notice} />}
      <Stack as="section" gap="3" aria-labelledby="team-scores-heading">
        <Heading as={headingLevel} id="team-scores-heading" size="md">Team scores</Heading>
        {disagreement && <DisagreementNote text={disagreement} />}
        <TeamMatrix columns={criterionColumns(results.disagreement)} rows={matrixRows(results, names)} />
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="team-rankings-heading">
        <Heading as={headingLevel} id="team-rankings-heading" size="md">Rankings</Heading>
        <Text fontSize="sm" color="fg.muted">The team's score (0 to 5) comes from its mean scores and the board's weights; each person's ranking from their own scores.</Text>
        <TeamRankings rows={rankingRows(results, names)} evaluators={results.personal.map((p) => names.evaluator(p.evaluator))} />
      </Stack>
    </Stack>
  )
}
