// The board's comments (team boards): one thread per item on the board, chosen in a list, with the
// box to write in it for those who may comment (sync/rules/board-comments.ts); viewers read. A
// notification opens the board at /evaluation-center/{id}?comments={itemId}: that thread is chosen
// and brought into view.
import { Box, Field, Heading, NativeSelect, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { canComment, threadsOpen } from '../../../../sync/rules/board-comments'
import type { Board, BoardComment } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { addComment, deleteComment, editComment, useBoardComments, useWaitingComments } from '../../../data/account/board-comments'
import { useBoardItems } from '../../../data/account/evaluation-items'
import { ConfirmDialog } from '../confirm-dialog'
import type { BoardStandingHere } from '../team/board-standing'
import { CommentComposer } from './comment-composer'
import { CommentList } from './comment-list'

interface Props {
  board: Board
  standing: BoardStandingHere
  meId: number | null
}

export function BoardComments({ board, standing, meId }: Props) {
  const [params] = useSearchParams()
  const asked = Number(params.get('comments'))
  const items = useBoardItems(board.type, board.items)
  const comments = useBoardComments(board.id)
  const waiting = useWaitingComments()
  const [chosen, setChosen] = useState<number | null>(null)
  const [editing, setEditing] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<BoardComment | null>(null)
  const section = useRef<HTMLDivElement>(null)
  const names = useMemo(() => new Map((items ?? []).map((i) => [i.ref.itemId, i.kind === 'vendor' ? i.vendor.name : i.product.name])), [items])
  const itemIds = board.items.map((i) => i.itemId).filter((id) => names.has(id))
  const askedHere = itemIds.includes(asked)
  const itemId = chosen ?? (askedHere ? asked : itemIds[0])

  useEffect(() => {
    if (askedHere) section.current?.scrollIntoView({ block: 'start' })
  }, [askedHere, asked])

  if (!items || itemIds.length === 0 || itemId === undefined) return null
  const writable = canComment(standing.role) && threadsOpen(board)
  const members = standing.active.map((m) => ({ userId: m.userId, username: m.username, name: m.name })).filter((m) => m.userId !== meId)
  const thread = (comments ?? []).filter((c) => c.itemId === itemId)
  const count = (id: number) => (comments ?? []).filter((c) => c.itemId === id).length
  const itemWord = board.type === 'product' ? 'Product' : 'Vendor'

  return (
    <Box as="section" ref={section} aria-labelledby="comments-heading" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} className="no-print" id="comments">
      <Heading as="h2" id="comments-heading" size="lg" mb="3">Comments</Heading>
      <Field.Root maxW="md" mb="4">
        <Field.Label>{`${itemWord} to discuss`}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={itemId} onChange={(e) => { setChosen(Number(e.target.value)); setEditing(null) }}>
            {itemIds.map((id) => <option key={id} value={id}>{`${names.get(id)} (${count(id)})`}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Heading as="h3" size="md" mb="2">{`Comments on ${names.get(itemId)}`}</Heading>
      <CommentList comments={thread} waiting={waiting} meId={meId} canEdit={writable} editing={editing}
        onEdit={(c) => setEditing(c.id)} onDelete={threadsOpen(board) ? setDeleting : undefined}
        editor={editing !== null && (
          <CommentComposer key={editing} label="Edit your comment" submitLabel="Save" members={members} initial={thread.find((c) => c.id === editing)?.text ?? ''}
            onCancel={() => setEditing(null)} onSubmit={async (text) => { const c = thread.find((x) => x.id === editing); if (c) await editComment(c, text); setEditing(null) }} />
        )} />
      {writable && <Box mt="4"><CommentComposer key={itemId} label="Comment" submitLabel="Send" members={members} onSubmit={(text) => addComment(board.id, itemId, text)} /></Box>}
      {!writable && <Text mt="4" color="fg.muted">{threadsOpen(board) ? 'Viewers read the comments; the owner, co-owners and evaluators write them.' : 'Comments on this board are closed.'}</Text>}
      {deleting && (
        <ConfirmDialog title="Delete this comment?" text="It leaves the thread for everyone on the team." confirmLabel="Delete comment" destructive
          onClose={() => setDeleting(null)} onConfirm={() => void deleteComment(deleting).then(() => toaster.create({ type: 'success', title: 'Comment deleted' }))} />
      )}
    </Box>
  )
}
