// One item's thread: each comment with its author, when it was written, "edited" once its author
// changed it, and "Waiting to sync" while its change is still queued on this device (written
// offline, or not sent yet). Its author may edit or delete it; nobody else may.
import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { formatDate } from '../../../../sync/rules/dates'
import type { BoardComment } from '../../../../sync/schemas'
import { CommentText } from './comment-text'

interface Props {
  comments: readonly BoardComment[]
  /** Comments whose change still waits in the outbox. */
  waiting: ReadonlySet<number>
  meId: number | null
  /** Whether the signed-in person may edit their comments now (deleting needs only authorship). */
  canEdit: boolean
  editing?: number | null
  onEdit?: (comment: BoardComment) => void
  onDelete?: (comment: BoardComment) => void
  /** The composer shown in place of the comment being edited. */
  editor?: ReactNode
}

export function CommentList({ comments, waiting, meId, canEdit, editing = null, onEdit, onDelete, editor }: Props) {
  if (comments.length === 0) return <Text color="fg.muted">No comments yet.</Text>
  return (
    <Box as="ol" listStyleType="none" m="0" p="0" display="grid" gap="3" aria-label="Comments">
      {comments.map((comment) => {
        const own = comment.userId === meId
        return (
          <Box as="li" key={comment.id} borderWidth="1px" borderRadius="md" p="3" data-comment-id={comment.id}>
            <Flex gap="2" align="baseline" wrap="wrap" mb="1">
              <Text fontWeight="semibold">{comment.authorName}</Text>
              <Text fontSize="sm" color="fg.muted">{formatDate(comment.createdAt, 'dateTime')}</Text>
              {comment.editedAt && <Text fontSize="sm" color="fg.muted">(edited)</Text>}
              {(comment.id < 0 || waiting.has(comment.id)) && <Badge size="sm" colorPalette="orange">Waiting to sync</Badge>}
            </Flex>
            {editing === comment.id ? editor : <CommentText text={comment.text} />}
            {own && editing !== comment.id && (
              <Flex gap="2" mt="2">
                {canEdit && onEdit && <Button size="xs" variant="outline" onClick={() => onEdit(comment)} aria-label={`Edit your comment from ${formatDate(comment.createdAt, 'dateTime')}`}>Edit</Button>}
                {onDelete && <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(comment)} aria-label={`Delete your comment from ${formatDate(comment.createdAt, 'dateTime')}`}>Delete</Button>}
              </Flex>
            )}
          </Box>
        )
      })}
    </Box>
  )
}
