// Sharing a board: when on, anyone with the link can view the board (read-only) and copy it. A board
// still waiting for its first sync has no link yet, so sharing waits for it.
import { Box, Button, Flex, Input, Switch, Text } from '@chakra-ui/react'
import type { Board } from '../../../sync/schemas'
import { toaster } from '../../components/toaster'
import { setBoardShared } from '../../data/boards'

export function ShareControl({ board }: { board: Board }) {
  const link = `${window.location.origin}/evaluation-center/${board.id}`
  const pending = board.id < 0
  async function copy() {
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
          : board.shared
            ? 'Anyone with this link can view the board (read-only) and save a copy. Turn sharing off to make it private again.'
            : 'Only you can see this board.'}
      </Text>
      {board.shared && !pending && (
        <Flex gap="2" wrap="wrap">
          <Input readOnly value={link} aria-label="Share link" maxW="md" size="sm" onFocus={(e) => e.target.select()} />
          <Button size="sm" variant="outline" onClick={() => void copy()}>Copy link</Button>
        </Flex>
      )}
    </Box>
  )
}
