// Sharing a board: when on, anyone with the link can view the board (read-only) and copy it. The link
// carries the random token the server gives the board when it is shared (never its id), so it cannot be
// guessed, and turning sharing off revokes it. A board still waiting for its first sync has no link yet,
// so sharing waits for it; after sharing is turned on the link appears once the server has answered.
import { Box, Button, Flex, Input, Switch, Text } from '@chakra-ui/react'
import type { Board } from '../../../sync/schemas'
import { toaster } from '../../components/toaster'
import { setBoardShared, sharedBoardPath, useShareToken } from '../../data/account/boards'

export function ShareControl({ board }: { board: Board }) {
  const token = useShareToken(board)
  const link = token ? `${window.location.origin}${sharedBoardPath(token)}` : null
  const pending = board.id < 0
  async function copy() {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
      toaster.create({ type: 'success', title: 'Link copied' })
    } catch {
      toaster.create({ type: 'info', title: 'Copy the link from the box', description: 'This browser did not let the page copy it.' })
    }
  }
  return (
    <Box borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.panel" className="no-print" display="grid" gap="3">
      <Switch.Root checked={board.shared} disabled={pending} onCheckedChange={(e) => void setBoardShared(board.id, e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control><Switch.Thumb /></Switch.Control>
        <Switch.Label fontWeight="semibold">Share with a link</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        {pending
          ? 'This board has not reached the server yet; you can share it once it has synced.'
          : board.shared && link
            ? 'Anyone with this link can view the board (read-only) and save a copy. Turn sharing off to make it private again: the link stops working.'
            : board.shared
              ? 'The link appears here once this change has reached the server.'
              : 'Only you can see this board.'}
      </Text>
      {link && !pending && (
        <Flex gap="2" wrap="wrap">
          <Input readOnly value={link} aria-label="Share link" maxW="md" size="sm" onFocus={(e) => e.target.select()} />
          <Button size="sm" variant="outline" onClick={() => void copy()}>Copy link</Button>
        </Flex>
      )}
    </Box>
  )
}
