// A post's first 2 tags plus a count of the rest.
import { Badge, HStack } from '@chakra-ui/react'
import { previewList } from '../../../../sync/rules/preview-list'

export const TAGS_SHOWN = 2

export function TagPreview({ tags }: { tags: readonly string[] }) {
  const { shown, more } = previewList(tags, TAGS_SHOWN)
  if (!tags.length) return null
  return (
    <HStack gap="1" wrap="wrap" aria-label="Tags">
      {shown.map((t) => <Badge key={t} variant="outline" size="sm">{t}</Badge>)}
      {more > 0 && <Badge variant="subtle" size="sm" aria-label={`${more} more tags`}>+{more}</Badge>}
    </HStack>
  )
}
