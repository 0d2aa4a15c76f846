// What a buyer should know to trust a board: where the numbers come from, how the overall score and
// the weighted score are computed, how prices are compared, and that placement is never paid.
import { Box, Heading, Text } from '@chakra-ui/react'
import { NORMALISATION_NOTE } from '../../../sync/rules/price-normalise'

export const NEVER_PAID = 'Placement is never paid: vendors cannot buy a place on a board or a better rank. Only the ratings and your weights decide the order.'

export function TrustNotes({ withSecurity = false }: { withSecurity?: boolean }) {
  return (
    <Box as="section" aria-labelledby="trust-heading" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.subtle" fontSize="sm" display="grid" gap="2">
      <Heading as="h2" id="trust-heading" size="sm">How these scores work</Heading>
      <Text fontWeight="semibold">{NEVER_PAID}</Text>
      <Text>
        Ratings come from verified customer reviews; each column shows its review count. The overall rating is the average of the
        five detailed ratings that have a score (the vendor's listed rating when none has). Products are rated through their vendor.
      </Text>
      <Text>
        The weighted score is the average of the six criteria (the five ratings and price) weighted by your weights, on a 0-5 scale; a
        criterion without a score counts as 0.
      </Text>
      {withSecurity && (
        <Text>
          This board also weighs Security & compliance: each vendor's score starts from what its trust profile states (certifications,
          their dates, data protection terms), and your own score of it, where you give one, counts instead. A vendor without a trust
          profile has no score there, which counts as 0.
        </Text>
      )}
      <Text>{NORMALISATION_NOTE}</Text>
    </Box>
  )
}
