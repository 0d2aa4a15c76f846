// The board's ratings as a grouped bar chart in plain SVG: for each of the five criteria and the
// overall rating, one bar per item on a 0-5 scale. The matrix below carries the same numbers as text,
// so the chart is one labelled image for assistive technology.
import { Box, Flex, Heading, Text } from '@chakra-ui/react'
import { RATING_CRITERIA } from '../../../sync/rules/ratings'
import type { BoardColumn } from './board-columns'

/** Distinct in both colour modes and in greyscale print (lightness varies too). */
export const SERIES_COLORS = ['#2563eb', '#ea580c', '#16a34a', '#9333ea', '#db2777', '#0891b2', '#ca8a04', '#4b5563']

const GROUPS = [...RATING_CRITERIA.map(({ key, label }) => ({ label, value: (c: BoardColumn) => c.ratings[key] ?? 0 })), { label: 'Overall', value: (c: BoardColumn) => c.overall }]
const HEIGHT = 220
const TOP = 10
const BOTTOM = 40
const LEFT = 28
const GROUP_WIDTH = 110

export function RatingsChart({ columns }: { columns: readonly BoardColumn[] }) {
  const width = LEFT + GROUPS.length * GROUP_WIDTH
  const plot = HEIGHT - TOP - BOTTOM
  const bar = Math.max(4, Math.min(18, (GROUP_WIDTH - 20) / Math.max(1, columns.length)))
  const y = (v: number) => TOP + plot - (Math.min(5, Math.max(0, v)) / 5) * plot
  const summary = `Ratings chart, 0 to 5: ${columns.map((c) => `${c.name} overall ${c.overall.toFixed(1)}`).join(', ')}`
  return (
    <Box as="section" aria-labelledby="chart-heading" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.panel" className="print-avoid-break">
      <Heading as="h2" id="chart-heading" size="md" mb="3">Ratings at a glance</Heading>
      <Box overflowX="auto">
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} width="100%" style={{ minWidth: 480, maxHeight: 280 }} role="img" aria-label={summary}>
          {[0, 1, 2, 3, 4, 5].map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={width} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={tick === 0 ? 0.5 : 0.12} />
              <text x={LEFT - 6} y={y(tick) + 4} fontSize="11" textAnchor="end" fill="currentColor">{tick}</text>
            </g>
          ))}
          {GROUPS.map((group, g) => {
            const x0 = LEFT + g * GROUP_WIDTH + (GROUP_WIDTH - bar * columns.length) / 2
            return (
              <g key={group.label}>
                {columns.map((c, i) => (
                  <rect key={c.key} x={x0 + i * bar} y={y(group.value(c))} width={bar - 2} height={TOP + plot - y(group.value(c))} fill={SERIES_COLORS[i % SERIES_COLORS.length]} rx="2">
                    <title>{`${c.name}: ${group.label} ${group.value(c).toFixed(1)}`}</title>
                  </rect>
                ))}
                <text x={LEFT + g * GROUP_WIDTH + GROUP_WIDTH / 2} y={HEIGHT - BOTTOM + 18} fontSize="12" textAnchor="middle" fill="currentColor">{group.label}</text>
              </g>
            )
          })}
        </svg>
      </Box>
      <Flex as="ul" listStyleType="none" wrap="wrap" gap="3" mt="2" aria-label="Chart legend">
        {columns.map((c, i) => (
          <Flex as="li" key={c.key} align="center" gap="1.5" fontSize="sm">
            <Box w="3" h="3" rounded="sm" flexShrink={0} style={{ background: SERIES_COLORS[i % SERIES_COLORS.length] }} aria-hidden="true" />
            <Text>{c.name}</Text>
          </Flex>
        ))}
      </Flex>
      {columns.length > SERIES_COLORS.length && <Text fontSize="xs" color="fg.muted" mt="1">Colours repeat after {SERIES_COLORS.length} items; hover a bar for its name.</Text>}
    </Box>
  )
}
