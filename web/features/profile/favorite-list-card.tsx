// One favourites card: its title with the count, then the items (logo, name linking to the item's page,
// category, the date it was saved, and a heart to remove it), 3 skeleton rows while reading, or the
// empty state with a hint to use the heart icon.
import { Box, Card, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { formatDate } from '../../../sync/rules/dates'
import { CatalogLogo } from '../../components/catalog/catalog-logo'
import { FavoriteButton } from '../../components/favorite-button'
import type { FavoriteEntry } from '../../data/account/profile-hooks'
import { EmptyTab } from './empty-tab'

const SKELETON_ROWS = 3

type Props = {
  title: string
  /** Undefined while loading. */
  entries: FavoriteEntry[] | undefined
  emptyTitle: string
  emptyHint: string
  browseTo: string
  browseLabel: string
}

export function FavoriteListCard({ title, entries, emptyTitle, emptyHint, browseTo, browseLabel }: Props) {
  return (
    <Card.Root as="section" aria-label={title} size={{ mdDown: 'sm', md: 'md' }}>
      <Card.Header>
        <Heading as="h2" size="lg">{title} ({entries?.length ?? 0})</Heading>
      </Card.Header>
      <Card.Body>
        {entries === undefined ? (
          <Stack gap="4" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
            {Array.from({ length: SKELETON_ROWS }, (_, i) => <SkeletonRow key={i} />)}
          </Stack>
        ) : entries.length === 0 ? (
          <EmptyTab title={emptyTitle} text={emptyHint}>
            <Link asChild mt="3" display="inline-block" color="brand.fg" fontWeight="medium"><RouterLink to={browseTo}>{browseLabel}</RouterLink></Link>
          </EmptyTab>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {entries.map((entry) => <FavoriteRow key={entry.favoriteId} entry={entry} />)}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  )
}

function FavoriteRow({ entry }: { entry: FavoriteEntry }) {
  const path = `/${entry.itemType === 'vendor' ? 'vendors' : 'products'}/${entry.slug}`
  const saved = formatDate(entry.savedAt, 'text')
  return (
    <Flex as="li" align="center" gap="3" p="2" rounded="md" _hover={{ bg: 'bg.subtle' }}>
      <CatalogLogo sources={entry.logos} name={entry.name} size={44} />
      <Box flex="1" minW="0">
        <Link asChild fontWeight="semibold" color="fg" lineClamp="2" wordBreak="break-word">
          <RouterLink to={path}>{entry.name}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          {entry.category ?? 'Uncategorized'}
          {saved && ` · Saved ${saved}`}
        </Text>
      </Box>
      <FavoriteButton itemType={entry.itemType} itemId={entry.itemId} itemName={entry.name} iconOnly />
    </Flex>
  )
}

function SkeletonRow() {
  return (
    <Flex align="center" gap="3" p="2">
      <Skeleton boxSize="44px" rounded="lg" flexShrink="0" />
      <Stack flex="1" gap="2">
        <Skeleton height="4" width="60%" />
        <Skeleton height="3" width="35%" />
      </Stack>
    </Flex>
  )
}
