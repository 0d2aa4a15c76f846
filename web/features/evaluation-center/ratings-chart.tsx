// The board's ratings as a grouped bar chart in plain SVG: for each of the five criteria and the
// overall rating, one bar per item on a 0-5 scale. The matrix below carries the same numbers as text,
// so the chart is one labelled image for assistive technology. The chart is drawn at the width it is
// shown (one SVG unit is one CSS pixel), so its text is the page's size (14 px labels, 12 px ticks, set
// as styles: the page's CSS outranks SVG's font-size attribute) rather than scaled up or down with the
// box, and the axis labels wrap to their group's width.
import { Box, Flex, Heading, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { RATING_CRITERIA } from '../../../sync/rules/ratings'
import type { BoardColumn } from './board-columns'
import { wrapLabel } from './chart-labels'

/** Distinct in both colour modes and in greyscale print (lightness varies too). */
export const SERIES_COLORS = ['#2563eb', '#ea580c', '#16a34a', '#9333ea', '#db2777', '#0891b2', '#ca8a04', '#4b5563']

const GROUPS = [...RATING_CRITERIA.map(({ key, label }) => ({ label, value: (c: BoardColumn) => c.ratings[key] ?? 0 })), { label: 'Overall', value: (c: BoardColumn) => c.overall }]
const LABEL_SIZE = 14
const TICK_SIZE = 12
const LINE_HEIGHT = 18
const PLOT_HEIGHT = 180
const TOP = 10
const BOTTOM = 14 + 2 * LINE_HEIGHT
const LEFT = 28
/** Narrower groups scroll sideways rather than squeeze their bars and labels. */
const MIN_GROUP_WIDTH = 84
const MIN_WIDTH = LEFT + GROUPS.length * MIN_GROUP_WIDTH

/** The element's content width in CSS pixels, followed as it resizes (0 before the first layout). */
function useWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

export function RatingsChart({ columns }: { columns: readonly BoardColumn[] }) {
  const { ref, width: available } = useWidth<HTMLDivElement>()
  const width = Math.max(MIN_WIDTH, available)
  const groupWidth = (width - LEFT) / GROUPS.length
  const height = TOP + PLOT_HEIGHT + BOTTOM
  const bar = Math.max(4, Math.min(18, (groupWidth - 20) / Math.max(1, columns.length)))
  const y = (v: number) => TOP + PLOT_HEIGHT - (Math.min(5, Math.max(0, v)) / 5) * PLOT_HEIGHT
  const summary = `Ratings chart, 0 to 5: ${columns.map((c) => `${c.name} overall ${c.overall.toFixed(1)}`).join(', ')}`
  return (
    <Box as="section" aria-labelledby="chart-heading" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.panel" className="print-avoid-break">
      <Heading as="h2" id="chart-heading" size="md" mb="3">Ratings at a glance</Heading>
      <Box ref={ref} overflowX="auto">
        {available > 0 && (
          <svg viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" aria-label={summary} style={{ display: 'block', fontFamily: 'inherit' }}>
            {[0, 1, 2, 3, 4, 5].map((tick) => (
              <g key={tick}>
                <line x1={LEFT} x2={width} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={tick === 0 ? 0.5 : 0.12} />
                <text x={LEFT - 6} y={y(tick) + 4} style={{ fontSize: TICK_SIZE }} textAnchor="end" fill="currentColor">{tick}</text>
              </g>
            ))}
            {GROUPS.map((group, g) => {
              const x0 = LEFT + g * groupWidth + (groupWidth - bar * columns.length) / 2
              const centre = LEFT + g * groupWidth + groupWidth / 2
              return (
                <g key={group.label}>
                  {columns.map((c, i) => (
                    <rect key={c.key} x={x0 + i * bar} y={y(group.value(c))} width={bar - 2} height={TOP + PLOT_HEIGHT - y(group.value(c))} fill={SERIES_COLORS[i % SERIES_COLORS.length]} rx="2">
                      <title>{`${c.name}: ${group.label} ${group.value(c).toFixed(1)}`}</title>
                    </rect>
                  ))}
                  <text y={TOP + PLOT_HEIGHT + LINE_HEIGHT} style={{ fontSize: LABEL_SIZE }} textAnchor="middle" fill="currentColor" data-testid="chart-axis-label">
                    {wrapLabel(group.label, groupWidth - 8, LABEL_SIZE).map((line, l) => (
                      <tspan key={line} x={centre} dy={l === 0 ? 0 : LINE_HEIGHT}>{line}</tspan>
                    ))}
                  </text>
                </g>
              )
            })}
          </svg>
        )}
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
