// One resource in the list: type icon and name, title linking to its page, description, file size,
// downloads and tags.
import { Badge, Box, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { countText } from '../../../sync/rules/money'
import type { Resource, ResourceType } from '../../../sync/schemas'
import { ResourceTypeIcon } from './resource-type-icon'

export const downloadsLabel = (n: number) => countText(n, 'download', 'downloads')

export function TypeBadge({ type }: { type: ResourceType | null | undefined }) {
  return (
    <HStack gap="2" color="brand.fg" fontSize="sm" fontWeight="semibold" data-testid="resource-type">
      <Flex bg="brand.subtle" p="2" rounded="lg"><ResourceTypeIcon slug={type?.slug} /></Flex>
      <Text as="span">{type?.name ?? 'Resource'}</Text>
    </HStack>
  )
}

export function ResourceCard({ resource, type }: { resource: Resource; type: ResourceType | undefined }) {
  const path = `/resources/${resource.slug}`
  return (
    <Box as="article" aria-label={resource.title} data-testid="resource-card" bg="bg.panel" borderWidth="1px" borderColor="border"
      borderRadius="xl" p="5" display="flex" flexDirection="column" gap="3" boxShadow="xs" _hover={{ boxShadow: 'md' }} transition="box-shadow 0.2s">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <TypeBadge type={type} />
        {resource.featured && <Badge variant="solid" colorPalette="orange" bg="orange.700" color="white">Featured</Badge>}
      </Flex>
      <Heading as="h2" size="md" lineHeight="short" overflowWrap="anywhere">
        <Link asChild color="fg" fontWeight="semibold"><RouterLink to={path}>{resource.title}</RouterLink></Link>
      </Heading>
      <Text fontSize="sm" color="fg.muted" lineClamp={3}>{resource.description}</Text>
      <Stack gap="2" mt="auto" pt="1">
        <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
          {resource.fileSize && <Text as="span">{resource.fileSize}</Text>}
          <Text as="span" data-testid="resource-downloads">{downloadsLabel(resource.downloads)}</Text>
        </HStack>
        {resource.tags.length > 0 && (
          <HStack gap="1.5" wrap="wrap">
            {resource.tags.slice(0, 3).map((t) => <Badge key={t} variant="outline" colorPalette="gray">#{t}</Badge>)}
          </HStack>
        )}
      </Stack>
    </Box>
  )
}
