// The signed-in person's own scorecard on a team board: every item on every criterion, 1 to 5, with an
// optional note. Each choice is saved on this device at once and sent when there is a connection; the
// rows are this person's own, so colleagues scoring offline at the same time never conflict. Submitted
// (or once the results are revealed) the card is read-only; it can be reopened until the reveal.
import { Badge, Box, Button, Flex, Heading, Input, Link, RadioGroup, Stack, Table, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { MAX_SCORE, MIN_SCORE, SCORE_NOTE_MAX } from '../../../../sync/rules/board-roles'
import { localDay } from '../../../../sync/rules/dates'
import { SECURITY_COMPLIANCE } from '../../../../sync/rules/weighted-score'
import type { Board, BoardMember, BoardScore } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { setScore, setScorecardSubmitted } from '../../../data/account/board-team'
import type { LoadedBoardItem } from '../../../data/account/evaluation-items'
import { scorecardCriteria, scorecardProgress, scorecardRows, type ScorecardCriterion, type ScorecardRow } from './scorecard-model'

const SCORES = Array.from({ length: MAX_SCORE - MIN_SCORE + 1 }, (_, i) => String(MIN_SCORE + i))

interface Props {
  board: Board
  items: readonly LoadedBoardItem[]
  scores: readonly BoardScore[]
  own: BoardMember | null
  userId: number
}

export function Scorecard({ board, items, scores, own, userId }: Props) {
  const criteria = useMemo(() => scorecardCriteria(board.weights), [board.weights])
  const today = localDay(new Date())
  const rows = useMemo(() => scorecardRows(items, scores, userId, today), [items, scores, userId, today])
  const { scored, cells } = scorecardProgress(rows, criteria)
  const submitted = !!own?.submittedAt
  const revealed = !!board.revealedAt
  const locked = submitted || revealed

  async function submit(next: boolean) {
    await setScorecardSubmitted(board.id, next)
    toaster.create({ type: 'success', title: next ? 'Scorecard submitted' : 'Scorecard reopened', description: next ? 'Your colleagues see that you are done, not your scores.' : 'You can change your scores until the results are revealed.' })
  }

  return (
    <Box as="section" aria-labelledby="scorecard-heading">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="2">
        <Heading as="h2" id="scorecard-heading" size="lg">Your scorecard</Heading>
        <Flex gap="2" align="center">
          {submitted && <Badge colorPalette="green">Submitted</Badge>}
          <Text fontSize="sm" color="fg.muted">{scored} of {cells} scored</Text>
        </Flex>
      </Flex>
      <Text color="fg.muted" mb="4" maxW="3xl">
        {revealed ? 'The results are revealed: scores can no longer change.' : 'Score each one from 1 (poor) to 5 (excellent). Only you see your scores until the results are revealed.'}
      </Text>
      <Stack gap="4">
        {rows.map((row) => <ItemScores key={row.itemId} boardId={board.id} row={row} criteria={criteria} locked={locked} />)}
      </Stack>
      {!revealed && (
        <Flex gap="2" mt="4">
          {submitted
            ? <Button variant="outline" onClick={() => void submit(false)}>Reopen scorecard</Button>
            : <Button onClick={() => void submit(true)} disabled={scored === 0}>Submit scorecard</Button>}
        </Flex>
      )}
    </Box>
  )
}

function ItemScores({ boardId, row, criteria, locked }: { boardId: number; row: ScorecardRow; criteria: readonly ScorecardCriterion[]; locked: boolean }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} role="group" aria-label={`Scores for ${row.name}`}>
      <Heading as="h3" size="md" mb="2">{row.name}</Heading>
      <Table.ScrollArea>
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Criterion</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Score</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Note</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {criteria.map((c) => <CriterionRow key={c.key} boardId={boardId} row={row} criterion={c} locked={locked} />)}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  )
}

function CriterionRow({ boardId, row, criterion, locked }: { boardId: number; row: ScorecardRow; criterion: ScorecardCriterion; locked: boolean }) {
  const current = row.scores.get(criterion.key)
  const [note, setNote] = useState(current?.note ?? '')
  const label = `${criterion.label} score for ${row.name}`
  const save = (score: number, text: string) => void setScore(boardId, row.itemId, criterion.key, score, text.trim() || null)
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">
        {criterion.label}
        {criterion.key === SECURITY_COMPLIANCE && <TrustHint row={row} scored={!!current} />}
      </Table.Cell>
      <Table.Cell>
        <RadioGroup.Root size="sm" orientation="horizontal" value={current ? String(current.score) : null} disabled={locked}
          aria-label={label} onValueChange={(e) => e.value && save(Number(e.value), note)}>
          <Flex gap="3">
            {SCORES.map((s) => (
              <RadioGroup.Item key={s} value={s}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{s}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Flex>
        </RadioGroup.Root>
      </Table.Cell>
      <Table.Cell minW="48">
        <Input size="sm" value={note} maxLength={SCORE_NOTE_MAX} disabled={locked || !current} aria-label={`Note on the ${criterion.label.toLowerCase()} score for ${row.name}`}
          placeholder={current ? 'Optional note' : 'Score first'} onChange={(e) => setNote(e.target.value)}
          onBlur={() => current && (note.trim() || null) !== current.note && save(current.score, note)} />
      </Table.Cell>
    </Table.Row>
  )
}

/** Where the Security & compliance score starts: the vendor's trust profile, which counts until the person scores it. */
function TrustHint({ row, scored }: { row: ScorecardRow; scored: boolean }) {
  const figure = row.trustScore === null ? 'No trust profile' : `Trust profile: ${row.trustScore.toFixed(1)}`
  return (
    <Text fontSize="xs" fontWeight="normal" color="fg.muted" data-testid="scorecard-trust-hint">
      {row.trustScore !== null && !scored ? `${figure} (counts until you score it)` : figure}
      {row.trustHref && <> · <Link asChild color="brand.fg"><RouterLink to={row.trustHref}>{`${row.name}'s trust profile`}</RouterLink></Link></>}
    </Text>
  )
}
