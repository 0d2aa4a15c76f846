// Comments on a board's items and the notifications their mentions make (docs/board-teams.md,
// "Comments and notifications"). A comment is plain text with @mentions (sync/rules/mentions.ts),
// shown as text only, never as HTML.
import { z } from 'zod'
import { COMMENT_MAX } from '../rules/board-comments'
import { id, rowMeta } from './common'

const commentText = z
  .string({ error: 'Write a comment' })
  .trim()
  .min(1, 'Write a comment')
  .max(COMMENT_MAX, `A comment is at most ${COMMENT_MAX.toLocaleString('en-US')} characters`)

export const boardCommentInputSchema = z.object({ itemId: id, text: commentText })
export const boardCommentEditSchema = z.object({ text: commentText })
export const boardCommentParams = z.object({ id, commentId: id })

export const boardCommentSchema = z.object({
  ...rowMeta,
  boardId: z.number(),
  /** The board item (a vendor or product on the board) whose thread it is in. */
  itemId: z.number(),
  /** The author: only they edit or delete it. */
  userId: z.number(),
  /** The author's display name and username when they wrote it, so the thread reads offline and after they leave. */
  authorName: z.string(),
  authorUsername: z.string(),
  text: z.string(),
  /** When its author last edited it; null if never. */
  editedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type BoardComment = z.infer<typeof boardCommentSchema>

export const NOTIFICATION_KINDS = ['mention', 'approval-request', 'approval-decision', 'renewal-reminder'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/**
 * One person's notification, of one of four kinds: someone mentioned them in a board's comment
 * (the board's fields set), a colleague's subscription request waits for their approval, a decision
 * was made on their own request (the order's and the workspace's fields set: docs/workspaces.md), or
 * the notice deadline of a subscription they own is near (the subscription's field set: docs/renewals.md).
 */
export const notificationSchema = z.object({
  ...rowMeta,
  /** Whose notification it is: only they receive it. */
  userId: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  boardId: z.number().nullable(),
  itemId: z.number().nullable(),
  commentId: z.number().nullable(),
  /** The board's and the item's names (a mention), or the workspace's and the product's (a request), as they were. */
  boardName: z.string().nullable(),
  itemName: z.string().nullable(),
  /** Who wrote the comment, made the request or decided on it. */
  authorName: z.string(),
  /** The comment's excerpt, the request's total, or the decision's words. */
  excerpt: z.string(),
  /** The subscription request (an approval's kinds), else null. */
  orderId: z.number().nullable().optional(),
  workspaceId: z.number().nullable().optional(),
  /** The subscription whose notice deadline a reminder is about, else null. */
  subscriptionId: z.number().nullable().optional(),
  /** When they opened it; null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Notification = z.infer<typeof notificationSchema>
