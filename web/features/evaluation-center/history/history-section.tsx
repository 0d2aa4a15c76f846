// A board's history on its screen: the changes that clashed (team boards), Undo of the reader's own
// last change, and the board's activity (docs/board-teams.md, "Activity, undo and merging").
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useState } from 'react'
import { describeChange } from '../../../../sync/rules/board-activity'
import type { Board } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { chooseClash, undoLastChange, useBoardActivity, useBoardClashes, useLastOwnChange } from '../../../data/account/board-history'
import { useBoardItems } from '../../../data/account/evaluation-items'
import { itemName } from '../team/scorecard-model'
import { ActivityList } from './activity-list'
import { ClashList } from './clash-list'

/** Now, moved on every minute, so "5 minutes ago" stays true on an open screen. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** The names of the items the board and its activity mention (a removed vendor's too). */
function useItemNames(board: Board, mentioned: readonly number[]): (itemId: number) => string {
  const refs = useMemo(() => [...new Set([...board.items.map((i) => i.itemId), ...mentioned])].map((itemId) => ({ itemId })), [board.items, mentioned])
  const loaded = useBoardItems(board.type, refs)
  const names = useMemo(() => new Map((loaded ?? []).map((i) => [i.ref.itemId, itemName(i)])), [loaded])
  return (itemId) => names.get(itemId) ?? `Item ${itemId}`
}

export function HistorySection({ board, meId, canEdit }: { board: Board; meId: number | null; canEdit: boolean }) {
  const activity = useBoardActivity(board.id)
  const clashes = useBoardClashes(board.id) ?? []
  const last = useLastOwnChange(board.id)
  const now = useNow()
  const mentioned = useMemo(() => (activity ?? []).flatMap((a) => {
    const itemId = (a.detail.item as { itemId?: unknown } | undefined)?.itemId ?? a.detail.itemId
    return typeof itemId === 'number' ? [itemId] : []
  }), [activity])
  const item = useItemNames(board, mentioned)
  const names = { item }

  async function undo() {
    const outcome = await undoLastChange(board.id)
    if (!outcome) return
    if ('refused' in outcome) toaster.create({ type: 'error', title: 'Not undone', description: outcome.refused })
    else toaster.create({ type: 'success', title: 'Undone', description: `Undid: ${describeChange(outcome.undone, names)}` })
  }
  async function choose(seq: number, choice: 'mine' | 'theirs') {
    await chooseClash(seq, choice)
    toaster.create({ type: 'success', title: choice === 'mine' ? 'Your value is back' : "Kept your colleague's value" })
  }

  const lastChange = last?.change ?? null
  return (
    <>
      <ClashList clashes={clashes} onChoose={(seq, choice) => void choose(seq, choice)} />
      <Box as="section" aria-labelledby="activity-heading" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} className="no-print">
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
          <Heading as="h2" id="activity-heading" size="lg">Activity</Heading>
          {canEdit && lastChange && (
            <Flex gap="2" align="center" wrap="wrap">
              <Text id="undo-description" fontSize="sm" color="fg.muted">{`Your last change: ${describeChange(lastChange, names)}`}</Text>
              <Button size="sm" variant="outline" aria-describedby="undo-description" onClick={() => void undo()}>Undo</Button>
            </Flex>
          )}
        </Flex>
        {activity && <ActivityList entries={activity} readerId={meId} names={names} now={now} />}
      </Box>
    </>
  )
}
