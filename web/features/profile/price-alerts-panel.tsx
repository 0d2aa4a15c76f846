// "Prices changed since your last visit": the buyer's favourites whose price summary changed since this
// device last showed it (old → new, rise or drop), each linking to its page, with "Mark as seen" for one
// or all. Nothing is shown while no price changed.
import { Badge, Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { priceKey } from '../../../sync/rules/price-changes'
import { markPricesSeen, type PriceChange } from '../../data/account/price-alerts'

const DIRECTION_TEXT: Record<PriceChange['direction'], string> = { up: 'Price up', down: 'Price down', changed: 'Price changed' }
const DIRECTION_PALETTE: Record<PriceChange['direction'], string> = { up: 'red', down: 'green', changed: 'blue' }

export function PriceAlertsPanel({ userId, changes }: { userId: number; changes: PriceChange[] }) {
  if (changes.length === 0) return null
  const markAll = () => void markPricesSeen(userId).catch((err) => console.error('Could not mark prices as seen', err))
  return (
    <Box as="section" aria-labelledby="price-alerts-heading" p={{ base: '4', md: '5' }} mb="6" rounded="xl" borderWidth="1px" borderColor="orange.muted" bg="orange.subtle">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id="price-alerts-heading" size="lg">Prices changed since your last visit</Heading>
        <Button size="sm" variant="outline" bg="bg" onClick={markAll}>Mark as seen</Button>
      </Flex>
      <Stack as="ul" gap="2" listStyleType="none">
        {changes.map((c) => (
          <Flex as="li" key={priceKey(c.itemType, c.itemId)} data-testid="price-alert" gap="3" p="3" rounded="lg" bg="bg" align="center" wrap="wrap">
            <Box flex="1" minW="12rem">
              <Link asChild fontWeight="semibold" color="fg"><RouterLink to={`/${c.itemType === 'vendor' ? 'vendors' : 'products'}/${c.slug}`}>{c.name}</RouterLink></Link>
              <Text fontSize="sm" data-testid="price-alert-change">
                <Text as="span" textDecoration="line-through" color="fg.muted">{c.before.label}</Text>
                <Text as="span" aria-hidden="true"> → </Text>
                <Text as="span" srOnly>now </Text>
                <Text as="span" fontWeight="semibold">{c.label}</Text>
              </Text>
            </Box>
            <Badge colorPalette={DIRECTION_PALETTE[c.direction]} variant="subtle">{DIRECTION_TEXT[c.direction]}</Badge>
            <Button size="xs" variant="ghost" aria-label={`Mark ${c.name} as seen`}
              onClick={() => void markPricesSeen(userId, [priceKey(c.itemType, c.itemId)]).catch((err) => console.error('Could not mark price as seen', err))}>
              Dismiss
            </Button>
          </Flex>
        ))}
      </Stack>
    </Box>
  )
}
