// Everything else a buyer checks before choosing: features, integrations, screenshots, pros and cons when
// the catalogue has them, the pricing notes, and, for hardware (or whenever given), system requirements
// and supported platforms.
import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { Product } from '../../../sync/schemas'
import { ScreenshotGallery } from '../../components/detail/screenshot-gallery'

export function ProductSpecs({ product }: { product: Product }) {
  const showRequirements = product.type === 'hardware' || !!product.systemRequirements || product.supportedPlatforms.length > 0
  return (
    <Stack gap={{ base: '10', md: '12' }} mt={{ base: '10', md: '14' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '10' }}>
        <Section id="features" title="Features">
          {product.features.length === 0 ? <Text color="fg.muted">No features listed.</Text> : (
            <Stack as="ul" gap="2" ps="5" listStyleType="disc">{product.features.map((f) => <li key={f}>{f}</li>)}</Stack>
          )}
        </Section>
        <Section id="integrations" title="Integrations">
          {product.integrations.length === 0 ? <Text color="fg.muted">No integrations listed.</Text> : (
            <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
              {product.integrations.map((name) => <li key={name}><Badge variant="outline" size="lg" colorPalette="brand">{name}</Badge></li>)}
            </HStack>
          )}
        </Section>
      </SimpleGrid>
      {showRequirements && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '10' }}>
          <Section id="requirements" title="System Requirements">
            <Text color="fg.muted" whiteSpace="pre-line">{product.systemRequirements || 'No special requirements listed.'}</Text>
          </Section>
          <Section id="platforms" title="Supported Platforms">
            {product.supportedPlatforms.length === 0 ? <Text color="fg.muted">No platforms listed.</Text> : (
              <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
                {product.supportedPlatforms.map((p) => <li key={p}><Badge variant="subtle" size="lg" colorPalette="gray">{p}</Badge></li>)}
              </HStack>
            )}
          </Section>
        </SimpleGrid>
      )}
      {(product.pros.length > 0 || product.cons.length > 0) && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '10' }}>
          <Section id="pros" title="Pros"><Points items={product.pros} empty="No pros listed." /></Section>
          <Section id="cons" title="Cons"><Points items={product.cons} empty="No cons listed." /></Section>
        </SimpleGrid>
      )}
      {product.pricingDetails && (
        <Section id="pricing-notes" title="Pricing Notes"><Text color="fg.muted" whiteSpace="pre-line">{product.pricingDetails}</Text></Section>
      )}
      <ScreenshotGallery screenshots={product.screenshots} name={product.name} headingLevel="h2" wide />
    </Stack>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${id}-heading`} minW="0">
      <Heading as="h2" id={`${id}-heading`} size="lg" mb="3">{title}</Heading>
      {children}
    </Box>
  )
}

function Points({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>
  return <Stack as="ul" gap="2" ps="5" listStyleType="disc">{items.map((i) => <li key={i}>{i}</li>)}</Stack>
}
