// What belongs to one buyer: favourites, cart lines, evaluation boards and subscription requests.
import { z } from 'zod'
import { APPROVAL_STATUSES } from '../rules/approval-state'
import { flag, id, integer, optionalText, rowMeta, email } from './common'
import { DECISION_RATIONALE_MAX } from '../rules/board-decision'

export const ITEM_TYPES = ['vendor', 'product'] as const
export type ItemType = (typeof ITEM_TYPES)[number]
const itemType = z.enum(ITEM_TYPES, "Item type must be 'vendor' or 'product'")

export const favoriteInputSchema = z.object({ itemType, itemId: id })
export const favoriteSchema = z.object({
  ...rowMeta,
  userId: z.number(),
  itemType,
  itemId: z.number(),
  createdAt: z.string(),
  /** Filled in REST answers for the profile; the change feed leaves it out. */
  item: z.object({ logoUrl: z.string().nullable(), name: z.string(), slug: z.string(), category: z.string().nullable() }).optional(),
})
export type Favorite = z.infer<typeof favoriteSchema>

export const cartLineInputSchema = z.object({
  productId: id,
  tierId: id.nullish(),
  pricingOptionId: id.nullish(),
  quantity: integer.pipe(z.number().min(1, 'Quantity must be at least 1').max(100_000)).optional(),
})
/** Quantity 0 or less removes the line. */
export const cartLineUpdateSchema = z.object({ quantity: integer.pipe(z.number().max(100_000)) })
export const cartLineSchema = z.object({
  ...rowMeta,
  userId: z.number(),
  productId: z.number(),
  tierId: z.number().nullable(),
  pricingOptionId: z.number().nullable(),
  quantity: z.number(),
  createdAt: z.string(),
})
export type CartLine = z.infer<typeof cartLineSchema>

export const BOARD_CRITERIA = ['security', 'value', 'support', 'easeOfUse', 'features', 'price'] as const
/** How much a criterion counts on an evaluation board: 0 (ignored) to 10. */
const weight = integer.pipe(z.number().min(0, 'Weights are between 0 and 10').max(10, 'Weights are between 0 and 10'))
export const MAX_BOARD_ITEMS = 20
export const MAX_BOARD_CRITERIA = 30
export const boardItemSchema = z.object({ itemId: id, tierId: id.nullish(), pricingOptionId: id.nullish() })
const boardFields = {
  name: z.string().trim().min(1, 'Board name is required').max(120, 'Board name must be at most 120 characters'),
  type: itemType.optional(),
  items: z.array(boardItemSchema).max(MAX_BOARD_ITEMS, `A board holds at most ${MAX_BOARD_ITEMS} items`).optional(),
  weights: z
    .record(z.string().min(1, 'Criterion names cannot be empty').max(40, 'Criterion names are at most 40 characters'), weight)
    .refine((w) => Object.keys(w).length <= MAX_BOARD_CRITERIA, `At most ${MAX_BOARD_CRITERIA} criteria`)
    .optional(),
  notes: optionalText(5000),
  shared: flag.optional(),
}
/** A team board may belong to one of its owner's workspaces (docs/workspaces.md). */
export const boardCreateSchema = z.object({ ...boardFields, workspaceId: id.nullish() })
export const boardUpdateSchema = z.object(boardFields).partial()
export const boardSchema = z.object({
  ...rowMeta,
  userId: z.number(),
  name: z.string(),
  type: itemType,
  items: z.array(z.object({ itemId: z.number(), tierId: z.number().nullish(), pricingOptionId: z.number().nullish() })),
  weights: z.record(z.string(), z.number()),
  notes: z.string().nullable(),
  shared: z.boolean(),
  /**
   * The server's random 128-bit token (base64url) while the board is shared: its link is
   * /evaluation-center/shared/{token}. Only the owner receives it; absent on a board not yet synced.
   */
  shareToken: z.string().nullable().optional(),
  /** When the board was last shared (the server sets it as sharing turns on); null while not shared, absent on a board not yet synced. */
  sharedAt: z.string().nullable().optional(),
  /** When the owner or a co-owner revealed the team's scores; null while blind (docs/board-teams.md). */
  revealedAt: z.string().nullable().optional(),
  /** The decision (docs/board-teams.md, "Decision"): the chosen item's id, null while undecided. */
  decidedItemId: z.number().nullable().optional(),
  /** Why it was chosen: plain text, shown as text, never as HTML. */
  decisionRationale: z.string().nullable().optional(),
  /** When the owner decided; a decided board is frozen (sync/rules/board-decision.ts). */
  decidedAt: z.string().nullable().optional(),
  /** Who decided, by display name. */
  decidedBy: z.string().nullable().optional(),
  /** The company workspace the board belongs to; null or absent for a person's own board. */
  workspaceId: z.number().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Board = z.infer<typeof boardSchema>
/** POST /api/boards/{id}/decision: the chosen item (one of the board's) and why. */
export const boardDecisionSchema = z.object({
  itemId: id,
  rationale: z.string().trim().min(1, 'Say why this one was chosen')
    .max(DECISION_RATIONALE_MAX, `The rationale is at most ${DECISION_RATIONALE_MAX} characters`),
})
export type BoardDecisionInput = z.infer<typeof boardDecisionSchema>

/**
 * What GET /api/boards/shared/{token} answers: the board's content and when it was shared, and who shared
 * it by their display name (never their id, account or email), without ids or token.
 */
export const sharedBoardSchema = boardSchema.pick({ name: true, type: true, items: true, weights: true, notes: true, updatedAt: true }).extend({
  readOnly: z.literal(true),
  sharedAt: z.string().nullable(),
  sharedBy: z.string().nullable(),
})
export type SharedBoard = z.infer<typeof sharedBoardSchema>
/** The form of a share token: 16 random bytes as base64url. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/
/** Any text: a token of the wrong form is answered like an unknown one, 404 (api/boards/boards-service.ts). */
export const shareTokenParams = z.object({ token: z.string() })

export const ORDER_STATUSES = ['requested', 'in-review', 'approved', 'declined', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const orderCreateSchema = z.object({
  productId: id,
  tierId: id,
  pricingOptionId: id,
  users: integer.pipe(z.number().min(1, 'At least 1 user').max(100_000)),
  company: optionalText(200),
  contactEmail: z.preprocess((v) => (v === '' ? null : v), email.nullish()),
  notes: optionalText(2000),
  /** The decided board the product was chosen on (its owner or a member orders from the decision). */
  boardId: id.nullish(),
  /** The workspace the request is made in (the buyer's current one): its policy may ask for approval. */
  workspaceId: id.nullish(),
})
/** POST /api/orders/{id}/resubmit: the requester's edit of a request sent back for changes. */
export const orderResubmitSchema = orderCreateSchema.pick({ tierId: true, pricingOptionId: true, users: true, company: true, notes: true })
export const orderStatusSchema = z.object({ status: z.enum(ORDER_STATUSES, 'Unknown status') })
export const orderSchema = z.object({
  ...rowMeta,
  /** The readable reference ("VT-7K3M-9Q2D") the server gives a request when it is placed; null until then (a request made offline). */
  reference: z.string().nullable(),
  userId: z.number(),
  productId: z.number(),
  tierId: z.number(),
  pricingOptionId: z.number(),
  users: z.number(),
  company: z.string().nullable(),
  contactEmail: z.string().nullable(),
  notes: z.string().nullable(),
  /** The decided board the product was chosen on; null when ordered without one. */
  boardId: z.number().nullable().optional(),
  /** The workspace it was made in; null or absent for a person's own request (docs/workspaces.md). */
  workspaceId: z.number().nullable().optional(),
  /** Where its approval stands (sync/rules/approval-state.ts); null when none is involved. */
  approvalStatus: z.enum(APPROVAL_STATUSES).nullable().optional(),
  /** The approvals the workspace's policy asked for when it was (last) sent. */
  approvalsNeeded: z.number().nullable().optional(),
  /** The approval round: 1, and one more each time the requester sends it again after changes. */
  approvalRound: z.number().nullable().optional(),
  status: z.enum(ORDER_STATUSES),
  /** Price snapshot taken by the server when the request was made. */
  unitPrice: z.number(),
  setupFee: z.number(),
  currency: z.string(),
  paymentFrequency: z.string(),
  pricePerUser: z.boolean(),
  trialDays: z.number(),
  total: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Order = z.infer<typeof orderSchema>
/** An order as the admin's list (GET /api/admin/orders) sends it: with the buyer's and the product's names, null once deleted. */
export const adminOrderSchema = orderSchema.extend({ username: z.string().nullable(), productName: z.string().nullable() })
export type AdminOrder = z.infer<typeof adminOrderSchema>
