// The byline a post shows in the list and on its page: author, publication date (en-US short), read
// time, and the category badge in the category's colour.
import { Badge, chakra, HStack, Text } from '@chakra-ui/react'
import { formatDate } from '../../../sync/rules/dates'
import { readTimeLabel } from '../../../sync/rules/read-time'
import type { BlogCategory, BlogPost } from '../../../sync/schemas'

export function CategoryBadge({ category }: { category: BlogCategory | null | undefined }) {
  if (!category) return null
  // A stripe of the admin's colour beside the name: the text keeps theme contrast whatever the colour.
  return (
    <Badge variant="subtle" colorPalette="gray" borderInlineStartWidth="4px" borderInlineStartColor={category.color} data-testid="post-category">
      {category.name}
    </Badge>
  )
}

export function PostMeta({ post, size = 'sm' }: { post: BlogPost; size?: 'sm' | 'md' }) {
  const date = formatDate(post.publishedAt ?? post.createdAt, 'text')
  return (
    <HStack gap="2" wrap="wrap" fontSize={size} color="fg.muted" separator={<Text as="span" aria-hidden="true">·</Text>}>
      <Text as="span" data-testid="post-author">By {post.authorName}</Text>
      {date && <chakra.time dateTime={post.publishedAt ?? post.createdAt}>{date}</chakra.time>}
      <Text as="span" data-testid="read-time">{readTimeLabel(post)}</Text>
    </HStack>
  )
}

/** Tags as small badges; `limit` shows the first ones plus "+N" (the list shows 2). */
export function PostTags({ tags, limit }: { tags: readonly string[]; limit?: number }) {
  if (!tags.length) return null
  const shown = limit === undefined ? tags : tags.slice(0, limit)
  const more = tags.length - shown.length
  return (
    <HStack gap="1.5" wrap="wrap" aria-label="Tags" role="list">
      {shown.map((tag) => (
        <Badge key={tag} role="listitem" variant="outline" colorPalette="gray">#{tag}</Badge>
      ))}
      {more > 0 && <Badge role="listitem" variant="plain" colorPalette="gray" aria-label={`${more} more tags`}>+{more}</Badge>}
    </HStack>
  )
}
