// Adds vendors or products to a named board: type part of a name, pick from the matches found in the
// local copy. A board holds at most 20 items (the server's limit).
import { Box, Button, Field, Flex, Input, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { MAX_BOARD_ITEMS, type ItemType } from '../../../sync/schemas'
import { useBoardCandidates } from '../../data/catalog/evaluation-search'

interface Props {
  type: ItemType
  onBoard: readonly number[]
  onAdd: (id: number, name: string) => void
}

export function ItemPicker({ type, onBoard, onAdd }: Props) {
  const [text, setText] = useState('')
  const candidates = useBoardCandidates(type, text, onBoard)
  const noun = type === 'vendor' ? 'vendor' : 'product'
  const full = onBoard.length >= MAX_BOARD_ITEMS
  return (
    <Box borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.panel" className="no-print">
      <Field.Root disabled={full}>
        <Field.Label>Add a {noun}</Field.Label>
        <Input value={text} onChange={(e) => setText(e.target.value)} placeholder={`Search ${noun}s by name`} maxW="md" />
        <Field.HelperText>{full ? `A board holds at most ${MAX_BOARD_ITEMS} items.` : `${onBoard.length} of ${MAX_BOARD_ITEMS} items on this board.`}</Field.HelperText>
      </Field.Root>
      {text.trim() && !full && (
        <Box as="ul" listStyleType="none" mt="3" display="grid" gap="1.5" aria-label={`Matching ${noun}s`}>
          {candidates.length === 0 && <Text as="li" color="fg.muted" fontSize="sm">No {noun}s match “{text.trim()}”.</Text>}
          {candidates.map((c) => (
            <Flex as="li" key={c.id} align="center" justify="space-between" gap="3" maxW="md">
              <Box minW="0"><Text truncate fontWeight="medium">{c.name}</Text>{c.detail && <Text fontSize="xs" color="fg.muted" truncate>{c.detail}</Text>}</Box>
              <Button size="xs" variant="outline" aria-label={`Add ${c.name}`} onClick={() => { onAdd(c.id, c.name); setText('') }}>Add</Button>
            </Flex>
          ))}
        </Box>
      )}
    </Box>
  )
}
