// Features tab: the vendor's key features, deployment options, and its integrations as badges (or
// "No integrations listed.").
import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { Vendor } from '../../../sync/schemas'

export function FeaturesTab({ vendor }: { vendor: Vendor }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '8', md: '10' }}>
      <Box as="section" aria-labelledby="integrations-heading">
        <Heading as="h2" id="integrations-heading" size="lg" mb="3">Integrations</Heading>
        {vendor.integrations.length === 0 ? (
          <Text color="fg.muted">No integrations listed.</Text>
        ) : (
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label="Integrations">
            {vendor.integrations.map((name) => (
              <li key={name}><Badge variant="outline" size="lg" colorPalette="brand">{name}</Badge></li>
            ))}
          </HStack>
        )}
        {vendor.deploymentOptions.length > 0 && (
          <>
            <Heading as="h3" size="md" mt="6" mb="2">Deployment</Heading>
            <Text color="fg.muted">{vendor.deploymentOptions.join(', ')}</Text>
          </>
        )}
      </Box>
      <Box as="section" aria-labelledby="key-features-heading">
        <Heading as="h2" id="key-features-heading" size="lg" mb="3">Key Features</Heading>
        {vendor.features.length === 0 ? (
          <Text color="fg.muted">No features listed.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="disc" ps="5">
            {vendor.features.map((feature) => <li key={feature}>{feature}</li>)}
          </Stack>
        )}
      </Box>
    </SimpleGrid>
  )
}
