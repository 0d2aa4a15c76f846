// The side-by-side matrix: one column per item (sticky header with logo, name, rank and remove), one
// row per criterion with the criterion column pinned, so on a phone the items scroll sideways under a
// fixed set of row names. Scrolls inside its own box, which keeps the item headers in view.
import { Badge, Box, Flex, IconButton, Link, Table, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { countText } from '../../../sync/rules/money'
import { RATING_CRITERIA } from '../../../sync/rules/ratings'
import { SECURITY_COMPLIANCE_LABEL, type Ranked } from '../../../sync/rules/weighted-score'
import { StarRating } from '../../components/catalog'
import { CatalogLogo } from '../../components/catalog/catalog-logo'
import { sharedIntegrations, type BoardColumn } from './board-columns'
import { ChipList, PointList, RatingCell } from './matrix-cells'
import { SecurityCell } from './security-cell'

interface Props {
  columns: readonly BoardColumn[]
  ranking: readonly Ranked<string>[]
  onRemove?: (column: BoardColumn) => void
  /** Whether the board has the Security & compliance criterion. */
  withSecurity?: boolean
  /** Present for someone who may score the board: their own Security & compliance score of an item. */
  onSecurityOverride?: (column: BoardColumn, score: number | null) => void
}

const pinned = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg.panel', minW: { base: '8.5rem', md: '11rem' }, maxW: '13rem', fontWeight: 'semibold', verticalAlign: 'top' } as const

function Row({ label, children, note }: { label: string; children: ReactNode[]; note?: string }) {
  return (
    <Table.Row>
      <Table.ColumnHeader as="th" scope="row" {...pinned} fontSize="sm">
        {label}
        {note && <Text fontSize="xs" fontWeight="normal" color="fg.muted" mt="1">{note}</Text>}
      </Table.ColumnHeader>
      {children.map((child, i) => <Table.Cell key={i} verticalAlign="top" minW="12rem">{child}</Table.Cell>)}
    </Table.Row>
  )
}

const best = (values: (number | null)[]) => Math.max(...values.map((v) => v ?? -1))

export function BoardMatrix({ columns, ranking, onRemove, withSecurity, onSecurityOverride }: Props) {
  const rankOf = new Map(ranking.map((r) => [r.key, r]))
  const shared = sharedIntegrations(columns)
  const many = columns.length > 1
  return (
    <Box className="matrix-scroll" overflow="auto" maxH={{ base: '75vh', md: '80vh' }} borderWidth="1px" rounded="xl" bg="bg.panel" tabIndex={0}
      aria-label="Comparison matrix (scrolls sideways)">
      <Table.Root size="sm" css={{ borderCollapse: 'separate', borderSpacing: 0 }}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader {...pinned} top="0" zIndex="3" position="sticky" verticalAlign="bottom">Criterion</Table.ColumnHeader>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} position="sticky" top="0" zIndex="2" bg="bg.panel" verticalAlign="top" minW="12rem" borderBottomWidth="2px">
                <Flex gap="2" align="flex-start">
                  <CatalogLogo sources={[c.logoUrl]} name={c.name} size={32} />
                  <Box flex="1" minW="0">
                    <Link asChild fontWeight="bold" color="fg" fontSize="sm"><RouterLink to={c.href}>{c.name}</RouterLink></Link>
                    {c.subtitle && <Text fontSize="xs" color="fg.muted" fontWeight="normal">{c.subtitle}</Text>}
                    {rankOf.get(c.key)?.rank != null && (
                      <Badge mt="1" size="sm" colorPalette={rankOf.get(c.key)?.rank === 1 ? 'green' : 'gray'}>Rank #{rankOf.get(c.key)?.rank}</Badge>
                    )}
                  </Box>
                  {onRemove && (
                    <IconButton className="no-print" size="2xs" variant="ghost" aria-label={`Remove ${c.name}${c.subtitle ? ` (${c.subtitle})` : ''}`} onClick={() => onRemove(c)}>
                      ×
                    </IconButton>
                  )}
                </Flex>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Row label="Weighted score" note="0-5, from your weights">
            {columns.map((c) => <Text key={c.key} fontWeight="bold">{rankOf.get(c.key)?.score?.toFixed(2) ?? 'n/a'}</Text>)}
          </Row>
          {RATING_CRITERIA.map(({ key, label }) => {
            const top = best(columns.map((c) => c.ratings[key]))
            return <Row key={key} label={label}>{columns.map((c) => <RatingCell key={c.key} value={c.ratings[key]} best={many && c.ratings[key] === top} />)}</Row>
          })}
          {withSecurity && (
            <Row label={SECURITY_COMPLIANCE_LABEL} note="From each vendor's trust profile unless you score it">
              {columns.map((c) => (
                <SecurityCell key={c.key} column={c} best={many && c.security.score === best(columns.map((x) => x.security.score))}
                  onOverride={onSecurityOverride && ((score) => onSecurityOverride(c, score))} />
              ))}
            </Row>
          )}
          <Row label="Overall rating">
            {columns.map((c) => (
              <Box key={c.key}>
                <StarRating value={c.overall} />
                <Text fontSize="xs" color="fg.muted" mt="1">{c.overallNote}</Text>
              </Box>
            ))}
          </Row>
          <Row label="Market score">{columns.map((c) => <Text key={c.key}>{c.marketScore.toFixed(1)} / 5</Text>)}</Row>
          <Row label="Review count">{columns.map((c) => <Text key={c.key}>{countText(c.reviewCount, 'review', 'reviews')}</Text>)}</Row>
          <Row label="Price" note="What the price score reads (see below)">
            {columns.map((c) => (
              <Box key={c.key} data-testid="board-price">
                <Text fontWeight="semibold" fontSize="sm">{c.priceSummary}</Text>
                {c.rankingNote && <Text fontSize="xs" color="fg.muted" mt="1">{c.rankingNote}</Text>}
              </Box>
            ))}
          </Row>
          <Row label="Deployment options">{columns.map((c) => <ChipList key={c.key} items={c.deploymentOptions} />)}</Row>
          <Row label="Integrations" note={shared.size ? 'Shared ones highlighted' : undefined}>
            {columns.map((c) => <ChipList key={c.key} items={c.integrations} highlight={shared} />)}
          </Row>
          <Row label="Pros">{columns.map((c) => <PointList key={c.key} items={c.pros} sign="+" tone="green" />)}</Row>
          <Row label="Cons">{columns.map((c) => <PointList key={c.key} items={c.cons} sign="−" tone="red" />)}</Row>
          <Row label="Key features">{columns.map((c) => <PointList key={c.key} items={c.features} sign="•" />)}</Row>
        </Table.Body>
      </Table.Root>
    </Box>
  )
}
