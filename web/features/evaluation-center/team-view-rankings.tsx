// The team's weighted ranking next to each person's own ranking: one row per item in the team's
// order, the team's rank and score, then one column per evaluator with their rank for that item.
import { Box, Table } from '@chakra-ui/react'
import type { RankingRow } from './team-view-model'

type Props<K> = { rows: readonly RankingRow<K>[]; evaluators: readonly string[] }

export function TeamRankings<K extends string | number>({ rows, evaluators }: Props<K>) {
  return (
    <Box overflow="auto" borderWidth="1px" rounded="xl" bg="bg.panel" tabIndex={0} role="region" aria-labelledby="team-rankings-caption">
      <Table.Root size="sm">
        <Table.Caption id="team-rankings-caption" srOnly>The team's ranking beside each person's own ranking</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" position="sticky" left="0" bg="bg.panel" zIndex="1">Item</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Team rank</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">Team score</Table.ColumnHeader>
            {evaluators.map((name, i) => <Table.ColumnHeader key={i} scope="col">{name}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.ColumnHeader as="th" scope="row" position="sticky" left="0" bg="bg.panel" zIndex="1" fontWeight="semibold" minW="7.5rem">{row.name}</Table.ColumnHeader>
              <Table.Cell fontWeight="bold" whiteSpace="nowrap">{row.teamRank}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{row.teamScore}</Table.Cell>
              {row.personal.map((rank, i) => <Table.Cell key={i} whiteSpace="nowrap" color={rank === 'Not scored yet' ? 'fg.muted' : undefined}>{rank}</Table.Cell>)}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  )
}
