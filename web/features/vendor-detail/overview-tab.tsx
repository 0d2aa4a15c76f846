// Overview tab: the about text, up to 4 screenshots, quick stats (overall rating, pricing model with
// "Contact for pricing" as the default, category), and "View Demo" / "View Pricing" when the vendor has them.
import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { overallRating } from '../../../sync/rules/ratings'
import type { Vendor } from '../../../sync/schemas'
import { StarRating } from '../../components/catalog'
import { ExternalLinkButton } from '../../components/detail/external-link-button'
import { ScreenshotGallery } from '../../components/detail/screenshot-gallery'
import { useCategoryName } from '../../data/catalog/card-hooks'
import { FactList } from './fact-list'

export const OVERVIEW_SCREENSHOT_LIMIT = 4

export function OverviewTab({ vendor }: { vendor: Vendor }) {
  const categoryName = useCategoryName(vendor.category)
  const hasLinks = !!(vendor.demoUrl || vendor.pricingUrl)
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' }} gap={{ base: '8', lg: '10' }}>
      <Stack gap="8" minW="0">
        <Box as="section" aria-labelledby="about-heading">
          <Heading as="h2" id="about-heading" size="lg" mb="3">About {vendor.name}</Heading>
          <Text color="fg.muted" whiteSpace="pre-line">{vendor.description || 'No description available.'}</Text>
        </Box>
        <ScreenshotGallery screenshots={vendor.screenshots} name={vendor.name} limit={OVERVIEW_SCREENSHOT_LIMIT} headingLevel="h3" />
      </Stack>
      <Stack gap="6" as="section" aria-labelledby="quick-stats-heading">
        <Box borderWidth="1px" borderColor="border" rounded="xl" p="5" bg="bg.panel">
          <Heading as="h3" id="quick-stats-heading" size="md" mb="4">Quick Stats</Heading>
          <FactList
            facts={[
              { label: 'Overall rating', value: <StarRating value={overallRating(vendor).value} /> },
              { label: 'Pricing model', value: vendor.pricingModel || 'Contact for pricing' },
              { label: 'Category', value: categoryName ?? 'Uncategorised' },
              ...(vendor.deploymentOptions.length ? [{ label: 'Deployment', value: vendor.deploymentOptions.join(', ') }] : []),
            ]}
          />
        </Box>
        {hasLinks && (
          <HStack gap="3" wrap="wrap">
            {vendor.demoUrl && <ExternalLinkButton href={vendor.demoUrl} variant="solid">View Demo</ExternalLinkButton>}
            {vendor.pricingUrl && <ExternalLinkButton href={vendor.pricingUrl}>View Pricing</ExternalLinkButton>}
          </HStack>
        )}
      </Stack>
    </Grid>
  )
}
