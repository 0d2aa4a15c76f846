// A board's activity (docs/board-teams.md, "Activity, undo and merging"): what each member did to the
// board and when, written by the server as it applies each change (api/boards/activity-repo.ts). An
// entry never carries a score: "submitted" says that a scorecard is in, not what it holds.
import { z } from 'zod'
import { BOARD_ACTIVITY_KINDS } from '../rules/board-activity'
import { id, integer, rowMeta } from './common'

export const boardActivitySchema = z.object({
  ...rowMeta,
  boardId: z.number(),
  /** Who did it. */
  userId: z.number(),
  /** Their display name when they did it (they may have left the team since). */
  actorName: z.string(),
  kind: z.enum(BOARD_ACTIVITY_KINDS),
  /**
   * What changed: for a vendor added or removed, a weight, a criterion or a rename, the change itself
   * (sync/rules/board-changes.ts, with `undo: true` on the entries an Undo made); for a member, their
   * `name` (and `role`); for a comment or the decision, what the service that writes it puts there.
   */
  detail: z.record(z.string(), z.unknown()),
  /** When its author undid it (null: not undone). */
  undoneAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type BoardActivity = z.infer<typeof boardActivitySchema>

const item = z.object({ itemId: id, tierId: id.nullish(), pricingOptionId: id.nullish() })
const weight = integer.pipe(z.number().min(0).max(10)).nullable()
const criterion = z.string().min(1).max(40)

/** POST /api/boards/{id}/undo: the change of the caller's to take back, as their activity entry shows it. */
export const boardUndoSchema = z.object({
  change: z.discriminatedUnion('kind', [
    z.object({ kind: z.enum(['item-added', 'item-removed']), item }),
    z.object({ kind: z.enum(['weight-changed', 'criteria-changed']), criterion, before: weight, after: weight }),
    z.object({ kind: z.literal('renamed'), before: z.string().max(120), after: z.string().max(120) }),
  ], { error: 'Name the change to undo' }),
})
