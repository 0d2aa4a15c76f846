// "Changes that clashed": where this person's offline edit of a team board and a colleague's set the
// same field (the name, or one criterion's weight) to different values. Both values in words; the
// person keeps theirs or takes the colleague's (the board shows the colleague's meanwhile).
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import type { BoardClash } from '../../../../sync/protocol/merge'
import { criterionLabel } from '../../../../sync/rules/board-activity'

export interface ClashRow {
  seq: number
  clash: BoardClash
}

const weightText = (w: number | null) => (w === null ? 'not weighted' : String(w))

/** The field and both values, in words. */
export function clashWords(clash: BoardClash): { field: string; mine: string; theirs: string } {
  if (clash.field === 'name') return { field: 'Board name', mine: `“${clash.mine}”`, theirs: `“${clash.theirs}”` }
  return { field: `Weight of ${criterionLabel(clash.criterion)}`, mine: weightText(clash.mine), theirs: weightText(clash.theirs) }
}

export function ClashList({ clashes, onChoose }: { clashes: readonly ClashRow[]; onChoose: (seq: number, choice: 'mine' | 'theirs') => void }) {
  if (!clashes.length) return null
  return (
    <Box as="section" aria-labelledby="clashes-heading" borderWidth="1px" borderColor="orange.emphasized" borderRadius="lg" p={{ base: '4', md: '5' }} className="no-print">
      <Heading as="h2" id="clashes-heading" size="md" mb="1">Changes that clashed</Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">A colleague changed the same thing while you were editing. The board shows their value until you choose.</Text>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Changes that clashed">
        {clashes.map(({ seq, clash }) => {
          const words = clashWords(clash)
          return (
            <Box as="li" key={seq} aria-label={words.field}>
              <Flex gap="3" align="center" wrap="wrap">
                <Text flex="1" minW="48">{`${words.field}: yours ${words.mine}, theirs ${words.theirs}`}</Text>
                <Flex gap="2">
                  <Button size="sm" onClick={() => onChoose(seq, 'mine')} aria-label={`Keep mine: ${words.field} ${words.mine}`}>Keep mine</Button>
                  <Button size="sm" variant="outline" onClick={() => onChoose(seq, 'theirs')} aria-label={`Take theirs: ${words.field} ${words.theirs}`}>Take theirs</Button>
                </Flex>
              </Flex>
            </Box>
          )
        })}
      </Stack>
    </Box>
  )
}
