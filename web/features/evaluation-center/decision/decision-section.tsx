// The decision on the board screen: the banner once decided (every member), or, for the owner of an
// undecided board with items, the way to record it. Reading the board's items and the chosen vendor's
// products here keeps the banner itself a plain view (decision-banner.tsx).
import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { isBoardDecided } from '../../../../sync/rules/board-decision'
import type { Board } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { decideBoard, reopenDecision, useChosenProducts } from '../../../data/account/board-decision'
import { useBoardItems } from '../../../data/account/evaluation-items'
import { ConfirmDialog } from '../confirm-dialog'
import { itemName } from '../team/scorecard-model'
import { DecisionBanner } from './decision-banner'
import { DecisionDialog } from './decision-dialog'

/** The subscribe screen's address for a product chosen on this board (with the board's plan, if it named one). */
export function subscribePath(boardId: number, productId: number, optionId?: number | null): string {
  const params = new URLSearchParams({ board: String(boardId) })
  if (optionId) params.set('option', String(optionId))
  return `/subscribe/${productId}?${params}`
}

export function DecisionSection({ board, owner }: { board: Board; owner: boolean }) {
  const items = useBoardItems(board.type, board.items)
  const products = useChosenProducts(board)
  const [asking, setAsking] = useState<'decide' | 'reopen' | null>(null)
  const decided = isBoardDecided(board)
  if (!items || (!decided && (!owner || items.length === 0 || board.id < 0))) return null
  const kind = board.type === 'vendor' ? 'vendor' : 'product'
  const chosenItem = items.find((i) => i.ref.itemId === board.decidedItemId)
  const chosen = chosenItem ? itemName(chosenItem) : `${kind === 'vendor' ? 'Vendor' : 'Product'} #${board.decidedItemId}`
  const option = chosenItem?.kind === 'product' ? chosenItem.ref.pricingOptionId : null

  async function decide(itemId: number, rationale: string) {
    await decideBoard(board.id, itemId, rationale)
    toaster.create({ type: 'success', title: 'Decision recorded', description: 'The board is frozen for the whole team.' })
  }
  async function reopen() {
    await reopenDecision(board.id)
    toaster.create({ type: 'success', title: 'Decision reopened', description: 'The board can change again.' })
  }

  return (
    <>
      {decided ? (
        <DecisionBanner chosen={chosen} rationale={board.decisionRationale ?? ''} decidedBy={board.decidedBy ?? null} decidedAt={board.decidedAt!}
          subscribe={(products ?? []).map((p) => ({ name: p.name, to: subscribePath(board.id, p.id, option) }))}
          onPrint={() => window.print()} onReopen={owner ? () => setAsking('reopen') : undefined} />
      ) : (
        <Flex as="section" aria-label="Decision" className="no-print" gap="3" align="center" justify="space-between" wrap="wrap" borderWidth="1px" borderRadius="lg" p="4">
          <Box>
            <Text fontWeight="semibold">Ready to decide?</Text>
            <Text fontSize="sm" color="fg.muted">Record the chosen {kind} and why. The team sees it, and the board is frozen until you reopen it.</Text>
          </Box>
          <Button onClick={() => setAsking('decide')}>Record decision</Button>
        </Flex>
      )}
      {asking === 'decide' && (
        <DecisionDialog kind={kind} items={items.filter((i, n) => items.findIndex((j) => j.ref.itemId === i.ref.itemId) === n).map((i) => ({ id: i.ref.itemId, name: itemName(i) }))} onSubmit={decide} onClose={() => setAsking(null)} />
      )}
      {asking === 'reopen' && (
        <ConfirmDialog title="Reopen the decision?" confirmLabel="Reopen decision" onClose={() => setAsking(null)} onConfirm={() => void reopen()}
          text="The decision is taken off the board, and the team can change its shortlist, weights, scores and members again. Order requests already sent keep their link to the board." />
      )}
    </>
  )
}
