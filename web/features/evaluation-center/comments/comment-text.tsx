// A comment's text as it reads: plain text with its @mentions set apart (sync/rules/mentions.ts).
// React text only, never HTML, and no links are made: whatever a colleague typed shows as typed.
import { Text } from '@chakra-ui/react'
import { mentionSegments } from '../../../../sync/rules/mentions'

export function CommentText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
      {mentionSegments(text).map((segment, i) =>
        segment.mention ? <Text as="span" key={i} fontWeight="semibold" color="brand.fg">{segment.text}</Text> : segment.text,
      )}
    </Text>
  )
}
