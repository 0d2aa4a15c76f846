// The board's items ranked by the buyer's weighted score, best first, with the score on the 0-5 scale.
import { Badge, Box, Flex, Heading, Text } from '@chakra-ui/react'
import type { Ranked } from '../../../sync/rules/weighted-score'
import type { BoardColumn } from './board-columns'
import { weightsOwner } from './weights-panel'

type Props = { columns: readonly BoardColumn[]; ranking: readonly Ranked<string>[]; ownerName?: string }

export function RankingList({ columns, ranking, ownerName }: Props) {
  const byKey = new Map(columns.map((c) => [c.key, c]))
  return (
    <Box as="section" aria-labelledby="ranking-heading" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.panel">
      <Heading as="h2" id="ranking-heading" size="md" mb="3">Ranking by {weightsOwner(ownerName)} weights</Heading>
      <Box as="ol" listStyleType="none" display="grid" gap="2" data-testid="ranking">
        {ranking.map((r) => {
          const column = byKey.get(r.key)
          if (!column) return null
          return (
            <Flex as="li" key={r.key} align="center" gap="3" py="1.5" px="2" rounded="md" bg={r.rank === 1 ? 'brand.subtle' : undefined}>
              <Badge colorPalette={r.rank === 1 ? 'brand' : 'gray'} variant={r.rank === 1 ? 'solid' : 'subtle'} minW="8" justifyContent="center">
                {r.rank === null ? '–' : `#${r.rank}`}
              </Badge>
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" truncate>{column.name}</Text>
                {column.subtitle && <Text fontSize="xs" color="fg.muted" truncate>{column.subtitle}</Text>}
              </Box>
              <Text fontWeight="bold" fontVariantNumeric="tabular-nums" aria-label={`Weighted score ${r.score?.toFixed(2) ?? 'not available'} out of 5`}>
                {r.score === null ? 'n/a' : r.score.toFixed(2)}
              </Text>
            </Flex>
          )
        })}
      </Box>
      {ranking.every((r) => r.score === null) && (
        <Text fontSize="sm" color="fg.muted" mt="2">Every weight is 0: give at least one criterion a weight to rank the board.</Text>
      )}
    </Box>
  )
}
