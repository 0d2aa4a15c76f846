// The team matrix: one row per item, one column per criterion, each cell the team's mean and spread
// (each evaluator's score in the cell's popover). The item column stays pinned while the criteria
// scroll sideways on a phone. The most disagreed criteria are marked by words in their header and a
// heavier frame on their cells, not only by colour.
import { Badge, Box, Stack, Table, Text } from '@chakra-ui/react'
import { TeamScoreCell } from './team-view-cell'
import type { CriterionColumn, MatrixRow } from './team-view-model'

type Props<K> = { columns: readonly CriterionColumn[]; rows: readonly MatrixRow<K>[] }

const pinned = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg.panel', minW: { base: '7.5rem', md: '9rem' }, maxW: '12rem' } as const
// Chakra's solid orange with white text is 3.6:1; these shades pass 4.5:1 in both colour modes.
const mostBadge = { bg: { base: 'orange.700', _dark: 'orange.300' }, color: { base: 'white', _dark: 'gray.950' }, whiteSpace: 'normal', textAlign: 'center' } as const
const flagged = { bg: 'orange.subtle', borderInlineWidth: '2px', borderColor: 'orange.emphasized', borderStyle: 'dashed' } as const

export function TeamMatrix<K extends string | number>({ columns, rows }: Props<K>) {
  return (
    <Stack gap="2">
      <Text id="team-matrix-note" fontSize="sm" color="fg.muted">
        Each cell: the team's mean score (1 to 5), then its spread: ± the standard deviation and the lowest to
        highest score. Open a cell for each person's score.
      </Text>
      <Box overflow="auto" borderWidth="1px" rounded="xl" bg="bg.panel" tabIndex={0} role="region" aria-labelledby="team-matrix-caption">
        <Table.Root size="sm" css={{ borderCollapse: 'separate', borderSpacing: 0 }} aria-describedby="team-matrix-note">
          <Table.Caption id="team-matrix-caption" srOnly>Team scores by item and criterion</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader {...pinned} zIndex="2" verticalAlign="bottom" textAlign="start" scope="col">Item</Table.ColumnHeader>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key} scope="col" verticalAlign="bottom" textAlign="center" minW="5.5rem" {...(c.mostDisagreed ? flagged : {})}>
                  <Text>{c.label}</Text>
                  {c.disagreementText && <Text fontSize="xs" fontWeight="normal" color="fg.muted">{c.disagreementText}</Text>}
                  {c.mostDisagreed && <Badge mt="1" size="sm" {...mostBadge}>Most disagreement</Badge>}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key}>
                <Table.ColumnHeader as="th" scope="row" {...pinned} textAlign="start" fontWeight="semibold" fontSize="sm" wordBreak="break-word">{row.name}</Table.ColumnHeader>
                {row.cells.map((cell) => (
                  <Table.Cell key={cell.criterion} p="1" textAlign="center" {...(cell.mostDisagreed ? flagged : {})}>
                    <TeamScoreCell cell={cell} title={`${row.name}: ${columns.find((c) => c.key === cell.criterion)?.label ?? cell.criterion}`} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  )
}
