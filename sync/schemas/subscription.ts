// Subscriptions and their renewal terms (docs/renewals.md): one per approved request, or added by a
// workspace admin for a subscription bought elsewhere. The renewal date and the notice deadline are
// not stored: sync/rules/renewal-dates.ts computes them from these fields wherever they are shown.
import { z } from 'zod'
import { isCalendarDay } from '../rules/dates'
import { MAX_NOTICE_DAYS, MAX_SUBSCRIPTION_COST, TERMS } from '../rules/renewal-dates'
import { SUBSCRIPTION_NAME_MAX, SUBSCRIPTION_STATUSES } from '../rules/subscriptions'
import { CURRENCIES } from './currencies'
import { id, integer, numeric, rowMeta } from './common'

const name = z
  .string({ error: 'Give the subscription a name' })
  .trim()
  .min(1, 'Give the subscription a name')
  .max(SUBSCRIPTION_NAME_MAX, `A name is at most ${SUBSCRIPTION_NAME_MAX} characters`)
const cost = numeric.pipe(z.number().min(0, 'The cost is 0 or more').max(MAX_SUBSCRIPTION_COST, `The cost is at most ${MAX_SUBSCRIPTION_COST.toLocaleString('en-US')}`))
const currency = z.enum(CURRENCIES, { error: `The currency is one of ${CURRENCIES.join(', ')}` })
const term = z.enum(TERMS, { error: 'The term is monthly or annual' })
const startDate = z.string({ error: 'Give the start date' }).refine(isCalendarDay, 'The start date is a calendar day (yyyy-mm-dd)')
const autoRenew = z.boolean({ error: 'Auto-renewal is true or false' })
const noticeDays = integer.pipe(z.number().min(0, 'The notice period is 0 to 365 days').max(MAX_NOTICE_DAYS, `The notice period is 0 to ${MAX_NOTICE_DAYS} days`))

/** The terms a person edits (PATCH /api/subscriptions/{id}: any of them). */
const editable = { name, cost, currency, term, startDate, autoRenew, noticeDays }

/**
 * POST /api/subscriptions: a subscription bought elsewhere. `workspaceId` null: the person's own;
 * `vendorId`/`productId` from the catalogue, or neither and a free-text name; `ownerId` a member of
 * the workspace (default: the caller).
 */
export const subscriptionCreateSchema = z.object({
  ...editable,
  workspaceId: id.nullish(),
  vendorId: id.nullish(),
  productId: id.nullish(),
  ownerId: id.nullish(),
})
export type SubscriptionCreateInput = z.infer<typeof subscriptionCreateSchema>

export const subscriptionEditSchema = z.object({ ...editable, ownerId: id }).partial().refine((input) => Object.keys(input).length > 0, 'Nothing to change')
export type SubscriptionEditInput = z.infer<typeof subscriptionEditSchema>

export const subscriptionStatusSchema = z.object({ status: z.enum(SUBSCRIPTION_STATUSES, { error: `The status is one of ${SUBSCRIPTION_STATUSES.join(', ')}` }) })
export const subscriptionReviewSchema = z.object({ boardId: id })
export const subscriptionListQuery = z.object({ workspaceId: id.optional() })

export const subscriptionSchema = z.object({
  ...rowMeta,
  /** Its owner: reminded of its deadlines, and one who may change it. */
  userId: z.number(),
  /** The workspace it belongs to; null: a person's own. */
  workspaceId: z.number().nullable(),
  /** The approved request it came from; null when added by hand. */
  orderId: z.number().nullable(),
  vendorId: z.number().nullable(),
  productId: z.number().nullable(),
  /** The product's name when it was recorded, or the free-text name of one bought elsewhere. */
  name: z.string(),
  /** What one term costs, in `currency`. */
  cost: z.number(),
  currency: z.string(),
  term: z.enum(TERMS),
  startDate: z.string(),
  autoRenew: z.boolean(),
  noticeDays: z.number(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The evaluation board of its renewal review; null before one starts. */
  reviewBoardId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Subscription = z.infer<typeof subscriptionSchema>
