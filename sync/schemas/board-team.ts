// A board's team (docs/board-teams.md): the members an owner invites with a role, and each
// evaluator's own scores (one row per board, evaluator, item and criterion, so two people scoring
// offline never write the same row: docs/sync.md, "Board teams").
import { z } from 'zod'
import { BOARD_ROLES, INVITABLE_ROLES, MAX_SCORE, MIN_SCORE, SCORE_NOTE_MAX } from '../rules/board-roles'
import { id, integer, rowMeta } from './common'

export const boardRole = z.enum(BOARD_ROLES)
export const invitableRole = z.enum(INVITABLE_ROLES, { error: 'The role is co-owner, evaluator or viewer' })

/** Who an invitation (to a board's team or a workspace) is for: a username, or the email of an existing account. */
export const inviteeField = z.string().trim().min(1, 'Give a username or an email').max(254, 'Give a username or an email')

export const boardMemberInviteSchema = z.object({ user: inviteeField, role: invitableRole })
export const boardMemberRoleSchema = z.object({ role: invitableRole })
export const boardMemberParams = z.object({ id, memberId: id })
export const boardScoreParams = z.object({ id, scoreId: id })

export const boardMemberSchema = z.object({
  ...rowMeta,
  boardId: z.number(),
  userId: z.number(),
  role: boardRole,
  /** invited: waiting for the invitee's answer; active: a member. */
  status: z.enum(['invited', 'active']),
  /** The member's display name and username when invited, so the team can be listed offline. */
  name: z.string(),
  username: z.string(),
  /** The board's name when the invitation was made, for the invitee's list (they cannot read the board yet). */
  boardName: z.string(),
  /** Who invited them, by display name. */
  invitedBy: z.string().nullable(),
  /** When this member submitted their scorecard; null while open. */
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type BoardMember = z.infer<typeof boardMemberSchema>

const score = integer.pipe(z.number().min(MIN_SCORE, `Scores are from ${MIN_SCORE} to ${MAX_SCORE}`).max(MAX_SCORE, `Scores are from ${MIN_SCORE} to ${MAX_SCORE}`))
export const boardScoreInputSchema = z.object({
  itemId: id,
  criterion: z.string().min(1, 'Name a criterion').max(40, 'Criterion names are at most 40 characters'),
  score,
  note: z.string().trim().max(SCORE_NOTE_MAX, `A note is at most ${SCORE_NOTE_MAX} characters`).nullish(),
})
export type BoardScoreInput = z.infer<typeof boardScoreInputSchema>

export const boardScoreSchema = z.object({
  ...rowMeta,
  boardId: z.number(),
  /** The evaluator: only they write it. */
  userId: z.number(),
  itemId: z.number(),
  criterion: z.string(),
  score: z.number(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type BoardScore = z.infer<typeof boardScoreSchema>
