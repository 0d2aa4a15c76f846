// Changes waiting for the person's review, in the sync details popover: the server no longer remembers
// this device (it was away longer than the server keeps track, or the server was restored from a
// backup), so whether it applied the changes whose answers never came cannot be checked. Nothing is
// sent again until the person chooses (web/sync/push/review.ts).
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { formatDate } from '../../../sync/rules/dates'
import type { OutboxEntry } from '../../../sync/protocol/outbox'
import { answerReview } from '../../sync/sync-hooks'
import { describeChange } from './describe-change'

export const reviewText = (n: number, since: number) =>
  `${n === 1 ? '1 change' : `${n} changes`} from ${formatDate(since, 'dateTime')} could not be checked: the server no longer remembers this device. Send ${n === 1 ? 'it' : 'them'} again only if ${n === 1 ? 'it is' : 'they are'} not already saved.`

export function SyncReview({ entries }: { entries: OutboxEntry[] }) {
  const since = Math.min(...entries.map((e) => e.createdAt))
  return (
    <Box role="group" aria-label="Changes to review">
      <Text fontSize="sm" fontWeight="semibold">Changes to review</Text>
      <Text fontSize="sm" mt="1">{reviewText(entries.length, since)}</Text>
      <Stack as="ul" gap="0.5" mt="1" fontSize="sm" color="fg.muted" listStyleType="none">
        {entries.slice(0, 5).map((e) => <li key={e.seq}>{describeChange(e)}</li>)}
        {entries.length > 5 && <li>and {entries.length - 5} more</li>}
      </Stack>
      <HStack mt="2" gap="2">
        <Button size="xs" onClick={() => void answerReview('send')}>Send again</Button>
        <Button size="xs" variant="outline" onClick={() => void answerReview('discard')}>Discard</Button>
      </HStack>
    </Box>
  )
}
