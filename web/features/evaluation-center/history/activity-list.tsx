// A board's activity, newest first: one sentence per entry ("You" for the reader), when it happened
// relative to now with the exact time beside it (as a tooltip, and read out by screen readers). An
// ordered list with a label, so it is walked like any list; the newest entries first, "Show all" for the rest.
import { Box, Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useState } from 'react'
import { describeActivity, relativeTime, type ActivityNames } from '../../../../sync/rules/board-activity'
import { formatDate } from '../../../../sync/rules/dates'
import type { BoardActivity } from '../../../../sync/schemas'

const SHOWN_FIRST = 8

interface Props {
  entries: readonly BoardActivity[]
  readerId: number | null
  names: ActivityNames
  now: number
}

export function ActivityList({ entries, readerId, names, now }: Props) {
  const [all, setAll] = useState(false)
  if (!entries.length) return <Text color="fg.muted">Nothing has happened on this board yet.</Text>
  const shown = all ? entries : entries.slice(0, SHOWN_FIRST)
  return (
    <Box>
      <Stack as="ol" gap="2" listStyleType="none" aria-label="Board activity">
        {shown.map((entry) => {
          const exact = formatDate(entry.createdAt, 'dateTime')
          return (
            <Box as="li" key={entry.id} fontSize="sm">
              <Text as="span">{describeActivity(entry, readerId, names)}</Text>
              <Text as="span" color="fg.muted">
                {' · '}
                <time dateTime={entry.createdAt} title={exact}>
                  {relativeTime(entry.createdAt, now)}
                  <VisuallyHidden>{`, ${exact}`}</VisuallyHidden>
                </time>
              </Text>
            </Box>
          )
        })}
      </Stack>
      {entries.length > SHOWN_FIRST && (
        <Button size="xs" variant="ghost" mt="2" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? 'Show fewer' : `Show all ${entries.length}`}
        </Button>
      )}
    </Box>
  )
}
