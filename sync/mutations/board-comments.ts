// The named mutations of board comments and notifications (docs/board-teams.md, "Comments and
// notifications"): each is one REST call. A comment is queued on its own row (a temporary id until
// the server answers with the row it stored), so a comment written offline shows at once, waits, and
// lands once; an edit or a deletion queued behind it follows its real id. Edits are the author's own
// (the server checks), so the latest edit wins: no If-Match.
import { defineMutation } from './define-mutation'

const comments = (boardId: unknown) => `/api/boards/${String(boardId)}/comments`

export const BOARD_COMMENT_MUTATIONS = [
  defineMutation({
    name: 'boardComment.add',
    entity: 'boardComment',
    // The comment only exists here (a temporary id) until the answer re-keys it.
    apply: (row) => row,
    rest: ({ boardId, itemId, text }) => ({ method: 'POST', path: comments(boardId), body: { itemId, text } }),
  }),
  // `at` is when it was edited here (the server stamps its own).
  defineMutation({
    name: 'boardComment.edit',
    entity: 'boardComment',
    apply: (row, { text, at }) => row && { ...row, text, editedAt: at },
    rest: ({ boardId, text }, id) => ({ method: 'PATCH', path: `${comments(boardId)}/${id}`, body: { text } }),
  }),
  defineMutation({
    name: 'boardComment.remove',
    entity: 'boardComment',
    apply: () => null,
    rest: ({ boardId }, id) => ({ method: 'DELETE', path: `${comments(boardId)}/${id}` }),
  }),
  defineMutation({
    name: 'notification.read',
    entity: 'notification',
    apply: (row, { at }) => row && { ...row, readAt: row.readAt ?? at },
    rest: (_args, id) => ({ method: 'POST', path: `/api/notifications/${id}/read`, body: {} }),
  }),
]
