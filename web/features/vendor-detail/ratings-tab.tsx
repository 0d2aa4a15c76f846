// Ratings & Reviews tab: the overall score with the review count and how it is computed, the five
// detailed ratings (Security, Value for Money, Customer Support, Ease of Use, Features) with bars, the
// market score, and the pros and cons lists.
import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { countText } from '../../../sync/rules/money'
import { RATING_CRITERIA, overallExplanation, overallRating } from '../../../sync/rules/ratings'
import type { Vendor } from '../../../sync/schemas'
import { StarRating } from '../../components/catalog'

export function RatingsTab({ vendor }: { vendor: Vendor }) {
  const overall = overallRating(vendor)
  const reviews = vendor.reviewCount
  return (
    <Stack gap="8">
      <Flex as="section" aria-labelledby="ratings-heading" gap={{ base: '6', md: '10' }} direction={{ base: 'column', md: 'row' }}>
        <Box flexShrink={0} minW={{ md: '15rem' }}>
          <Heading as="h2" id="ratings-heading" size="lg" mb="3">Ratings &amp; Reviews</Heading>
          <Text fontSize="5xl" fontWeight="bold" lineHeight="1" data-testid="overall-score">{overall.value.toFixed(1)}</Text>
          <Box my="2"><StarRating value={overall.value} size={20} showValue={false} /></Box>
          <Text fontSize="sm" color="fg.muted">
            Based on {countText(reviews, 'review', 'reviews')}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="2" maxW="xs">{overallExplanation(overall)}</Text>
          <Text fontSize="sm" color="fg.muted" mt="2">Market score: {vendor.marketScore.toFixed(1)} / 5</Text>
        </Box>
        <Stack as="ul" listStyleType="none" gap="4" flex="1" minW="0" aria-label="Detailed ratings">
          {RATING_CRITERIA.map(({ key, label }) => <RatingBar key={key} label={label} value={vendor[key]} />)}
        </Stack>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <PointList heading="Pros" items={vendor.pros} empty="No pros listed." tone="green" />
        <PointList heading="Cons" items={vendor.cons} empty="No cons listed." tone="red" />
      </SimpleGrid>
    </Stack>
  )
}

/** One criterion: its name, its score as text, and a bar (the bar only repeats the text, so it is hidden from screen readers). */
function RatingBar({ label, value }: { label: string; value: number | null }) {
  const score = value ?? 0
  return (
    <Box as="li">
      <HStack justify="space-between" mb="1.5">
        <Text fontWeight="medium">{label}</Text>
        <Text fontWeight="semibold" data-testid={`rating-${label}`}>{value === null ? 'Not rated' : `${score.toFixed(1)} / 5`}</Text>
      </HStack>
      <Box h="2.5" rounded="full" bg="bg.emphasized" overflow="hidden" aria-hidden="true">
        <Box h="full" rounded="full" bg="brand.solid" width={`${(Math.min(5, Math.max(0, score)) / 5) * 100}%`} />
      </Box>
    </Box>
  )
}

function PointList({ heading, items, empty, tone }: { heading: string; items: string[]; empty: string; tone: 'green' | 'red' }) {
  return (
    <Box as="section" aria-label={heading} borderWidth="1px" borderColor="border" rounded="xl" p="5" bg="bg.panel">
      <Heading as="h3" size="md" mb="3" color={`${tone}.fg`}>{heading}</Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {items.map((item) => (
            <HStack as="li" key={item} align="flex-start" gap="2">
              <Text as="span" aria-hidden="true" color={`${tone}.fg`} fontWeight="bold">{tone === 'green' ? '+' : '−'}</Text>
              <Text as="span">{item}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  )
}
