// Cell contents of the board matrix: a rating with its bar, a list of words (integrations shared by
// several items stand out), and a list of points.
import { Badge, Box, Flex, Text } from '@chakra-ui/react'

export function RatingCell({ value, best }: { value: number | null; best: boolean }) {
  if (value === null) return <Text color="fg.muted" fontSize="sm">Not rated</Text>
  return (
    <Box minW="24">
      <Text fontWeight={best ? 'bold' : 'medium'} fontVariantNumeric="tabular-nums">
        {value.toFixed(1)}
        {best && <Badge ms="2" size="xs" colorPalette="green" variant="subtle">Best</Badge>}
      </Text>
      <Box h="1.5" mt="1" rounded="full" bg="bg.emphasized" overflow="hidden" aria-hidden="true">
        <Box h="full" rounded="full" bg="brand.solid" width={`${(Math.min(5, Math.max(0, value)) / 5) * 100}%`} />
      </Box>
    </Box>
  )
}

/** Words as chips; those in `highlight` (lower-case) are marked shared, in text as well as colour. */
export function ChipList({ items, highlight, empty = 'None listed' }: { items: readonly string[]; highlight?: Set<string>; empty?: string }) {
  if (items.length === 0) return <Text color="fg.muted" fontSize="sm">{empty}</Text>
  return (
    <Flex as="ul" listStyleType="none" wrap="wrap" gap="1.5">
      {items.map((item) => {
        const shared = highlight?.has(item.toLowerCase()) ?? false
        return (
          <Box as="li" key={item} fontSize="xs" px="2" py="0.5" rounded="full" borderWidth="1px"
            bg={shared ? 'green.subtle' : 'bg.subtle'} borderColor={shared ? 'green.emphasized' : 'border.muted'} color={shared ? 'green.fg' : undefined}
            fontWeight={shared ? 'semibold' : 'normal'} data-shared={shared || undefined}>
            {item}
            {shared && <Box as="span" srOnly> (shared)</Box>}
          </Box>
        )
      })}
    </Flex>
  )
}

export function PointList({ items, sign, tone }: { items: readonly string[]; sign: '+' | '−' | '•'; tone?: 'green' | 'red' }) {
  if (items.length === 0) return <Text color="fg.muted" fontSize="sm">None listed</Text>
  return (
    <Box as="ul" listStyleType="none" display="grid" gap="1" fontSize="sm">
      {items.map((item) => (
        <Flex as="li" key={item} gap="1.5" align="flex-start">
          <Text as="span" aria-hidden="true" fontWeight="bold" color={tone ? `${tone}.fg` : 'fg.muted'}>{sign}</Text>
          <Text as="span">{item}</Text>
        </Flex>
      ))}
    </Box>
  )
}
