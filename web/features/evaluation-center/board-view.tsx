// One board as the buyer works with it: export and print, weights beside the live ranking, the ratings
// chart, the matrix, and the notes that say how it was all computed. Used for the Quick Compare Board,
// the product compare list and named boards alike.
import { Box, Button, Flex, Grid, Spinner, Text } from '@chakra-ui/react'
import { useMemo, type ReactNode } from 'react'
import { boardCsvFileName } from '../../../sync/rules/board-csv'
import { formatDate, localDay } from '../../../sync/rules/dates'
import { hasSecurityCriterion } from '../../../sync/rules/security-criterion'
import { rankByWeightedScore, type Weights } from '../../../sync/rules/weighted-score'
import type { ItemType } from '../../../sync/schemas'
import { downloadFile } from '../../components/download-file'
import { boardItemKey, type BoardItemRef } from '../../data/account/boards'
import { useBoardItems } from '../../data/account/evaluation-items'
import { useDisplayCurrency } from '../../data/catalog/display-currency'
import { boardColumns, type BoardColumn } from './board-columns'
import { BoardMatrix } from './board-matrix'
import { boardCsvText } from './board-rows'
import { PrintStyles } from './print-styles'
import { RankingList } from './ranking-list'
import { RatingsChart } from './ratings-chart'
import { TrustNotes } from './trust-notes'
import { useDraftWeights } from './use-draft-weights'
import { WeightsPanel } from './weights-panel'

export interface BoardViewProps {
  name: string
  type: ItemType
  items: readonly BoardItemRef[]
  weights: Weights | null | undefined
  /** Absent on a read-only board. */
  onWeightsChange?: (weights: Record<string, number>) => void
  /** The person's own Security & compliance scores by item id (a board they score); they win over the trust profile's. */
  securityOverrides?: ReadonlyMap<number, number>
  /** Present where the person may score the board: sets their own Security & compliance score of an item (null takes it back). */
  onSecurityOverride?: (itemId: number, score: number | null) => void
  onRemove?: (ref: BoardItemRef) => void
  /** Shown instead of the board while it has no items. */
  empty: ReactNode
  /** More buttons for the toolbar (save, share...). */
  actions?: ReactNode
  /** Whose weights rank the board, when not the viewer's (a shared board's owner). */
  weightsOwner?: string
}

export function BoardView(props: BoardViewProps) {
  const { name, type, items, weights: saved, onWeightsChange, onRemove, empty, actions, weightsOwner, securityOverrides, onSecurityOverride } = props
  const loaded = useBoardItems(type, items)
  const { weights, setWeight, reset, setSecurity } = useDraftWeights(saved, onWeightsChange)
  const currency = useDisplayCurrency()
  // The trust profile's score reads the person's own today (a report turns stale on their calendar).
  const today = localDay(new Date())
  const columns = useMemo(() => (loaded ? boardColumns(loaded, currency, { today, overrides: securityOverrides }) : []), [loaded, currency, today, securityOverrides])
  const withSecurity = hasSecurityCriterion(weights)
  const ranking = useMemo(() => rankByWeightedScore(columns.map((c) => ({ key: c.key, scores: c.scores })), weights), [columns, weights])
  const refOf = new Map(items.map((ref) => [boardItemKey(ref), ref]))
  const remove = onRemove && ((column: BoardColumn) => { const ref = refOf.get(column.key); if (ref) onRemove(ref) })
  const override = onSecurityOverride && ((column: BoardColumn, score: number | null) => { const ref = refOf.get(column.key); if (ref) onSecurityOverride(ref.itemId, score) })

  if (!loaded) return <Flex justify="center" py="10"><Spinner size="lg" color="brand.solid" aria-label="Loading the board" /></Flex>
  if (columns.length === 0) return <>{empty}{actions && <Flex gap="2" wrap="wrap" mt="4" className="no-print">{actions}</Flex>}</>
  return (
    <Box display="grid" gridTemplateColumns="minmax(0, 1fr)" gap="5">
      <PrintStyles />
      <Text className="print-only" fontSize="xl" fontWeight="bold">{name}: printed {formatDate(new Date(), 'numeric')}</Text>
      <Flex gap="2" wrap="wrap" className="no-print" role="toolbar" aria-label={`${name} actions`}>
        <Button size="sm" variant="outline" onClick={() => downloadFile(boardCsvFileName(name), boardCsvText(columns, ranking, withSecurity))}>Export CSV</Button>
        <Button size="sm" variant="outline" onClick={() => window.print()}>Print</Button>
        {actions}
      </Flex>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5" alignItems="start">
        <WeightsPanel weights={weights} onChange={onWeightsChange ? setWeight : undefined} onReset={onWeightsChange ? reset : undefined}
          onSecurityChange={onWeightsChange ? setSecurity : undefined} ownerName={weightsOwner} />
        <RankingList columns={columns} ranking={ranking} ownerName={weightsOwner} />
      </Grid>
      <RatingsChart columns={columns} />
      <BoardMatrix columns={columns} ranking={ranking} onRemove={remove} withSecurity={withSecurity}
        onSecurityOverride={override} />
      <TrustNotes withSecurity={withSecurity} />
    </Box>
  )
}
