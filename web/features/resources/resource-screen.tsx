// A resource (/resources/{slug}): type with its icon, title, description, details (author, date, file
// size, downloads), the Download / Open buttons, the sanitized content and tags. Unknown slugs and
// drafts get the "Resource Not Found" screen.
import { Badge, Box, Container, Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { formatDate } from '../../../sync/rules/dates'
import { DetailPlaceholder } from '../../components/detail/detail-placeholder'
import { NotFoundPanel } from '../../components/detail/not-found-panel'
import { RichText } from '../../components/rich-text'
import { useResourceType } from '../../data/catalog/resources'
import type { Resource } from '../../../sync/schemas'
import { DownloadActions } from './download-actions'
import { downloadsLabel, TypeBadge } from './resource-card'
import { RESOURCE_NOT_FOUND, type ResourcePage } from './resource-page'


export function ResourceScreen({ page }: { page: ResourcePage }) {
  if (page.status === 'loading') return <DetailPlaceholder label="Loading resource" />
  if (page.status === 'missing') {
    return (
      <NotFoundPanel heading={RESOURCE_NOT_FOUND} text="The resource you're looking for doesn't exist or is no longer published."
        backTo="/resources" backLabel="Back to Resources" />
    )
  }
  return <ResourceDetail resource={page.resource} />
}

function ResourceDetail({ resource }: { resource: Resource }) {
  const type = useResourceType(resource.resourceTypeId)
  const details = [
    `By ${resource.authorName}`,
    formatDate(resource.publishedAt, 'text'),
    resource.fileSize,
    downloadsLabel(resource.downloads),
  ].filter((d): d is string => !!d)
  return (
    <Container as="article" maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Link asChild fontSize="sm" color="brand.fg" mb="6">
        <RouterLink to="/resources">← All resources</RouterLink>
      </Link>
      <Stack gap="4" mb="8">
        <TypeBadge type={type} />
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter" overflowWrap="anywhere">{resource.title}</Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">{resource.description}</Text>
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted" data-testid="resource-details"
          separator={<Text as="span" aria-hidden="true">·</Text>}>
          {details.map((d) => <Text as="span" key={d}>{d}</Text>)}
        </HStack>
      </Stack>
      <Box mb="8"><DownloadActions resource={resource} /></Box>
      {resource.content && <RichText html={resource.content} data-testid="resource-content" />}
      {resource.tags.length > 0 && (
        <>
          <Separator my="8" />
          <HStack gap="1.5" wrap="wrap" role="list" aria-label="Tags">
            {resource.tags.map((t) => <Badge key={t} role="listitem" variant="outline" colorPalette="gray">#{t}</Badge>)}
          </HStack>
        </>
      )}
    </Container>
  )
}
