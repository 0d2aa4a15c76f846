// The Quick Compare Board (the vendors added with "Compare" anywhere in the marketplace), always
// present in the Evaluation Center, for visitors too; it can be saved as a named board.
import { Button, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { clearVendorCompare, removeVendorFromCompare, useVendorCompare } from '../../data/account/compare'
import { BoardView } from './board-view'
import { EmptyBoard } from './empty-board'
import { SaveAsBoardButton } from './save-as-board'
import { useLocalWeights } from './use-local-weights'

export function QuickBoardTab() {
  const vendors = useVendorCompare()
  const [weights, setWeights] = useLocalWeights('quickBoard')
  const items = (vendors ?? []).map((v) => ({ itemId: v.id }))
  return (
    <BoardView
      name="Quick Compare Board"
      type="vendor"
      items={items}
      weights={weights}
      onWeightsChange={setWeights}
      onRemove={(ref) => void removeVendorFromCompare(ref.itemId)}
      empty={
        <EmptyBoard title="Your Quick Compare Board is empty">
          <Text>
            Add vendors with <strong>Compare</strong> on any vendor card or page, or{' '}
            <Link asChild color="brand.fg" fontWeight="semibold"><RouterLink to="/vendors">browse the Vendor Marketplace</RouterLink></Link>.
          </Text>
        </EmptyBoard>
      }
      actions={
        items.length > 0 && (
          <>
            <SaveAsBoardButton label="Save as board" ariaLabel="Save the Quick Compare Board as a board" type="vendor" items={items} weights={weights as Record<string, number>} defaultName="My vendor shortlist" />
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void clearVendorCompare()}>Clear board</Button>
          </>
        )
      }
    />
  )
}
