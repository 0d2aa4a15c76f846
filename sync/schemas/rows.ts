// The row schema of each entity in the registry (sync/entities): what the API and the change feed
// send for one row, and so the columns of its server table (api/db/tables.ts). Kept apart from the
// registry so the browser's local-copy code can read the registry without loading zod.
import type { z } from 'zod'
import type { SyncEntity } from '../entities'
import { blogCategorySchema, blogPostSchema } from './blog'
import { boardCommentSchema, notificationSchema } from './board-comment'
import { boardActivitySchema } from './board-activity'
import { boardMemberSchema, boardScoreSchema } from './board-team'
import { boardSchema, cartLineSchema, favoriteSchema, orderSchema } from './buyer'
import { categorySchema } from './category'
import { pricingOptionSchema, tierSchema } from './pricing'
import { productSchema } from './product'
import { resourceSchema, resourceTypeSchema } from './resource'
import { featuredComparisonSchema } from './site'
import { userSchema } from './user'
import { vendorSchema } from './vendor'
import { vendorNoteSchema } from './vendor-note'
import { subscriptionSchema } from './subscription'
import { approvalStepSchema, workspaceMemberSchema, workspaceSchema } from './workspace'

type RowSchema = z.ZodObject<{ id: z.ZodNumber; version: z.ZodNumber }>

export const ROW_SCHEMAS = {
  vendor: vendorSchema,
  product: productSchema,
  category: categorySchema,
  productTier: tierSchema,
  pricingOption: pricingOptionSchema,
  blogPost: blogPostSchema,
  blogCategory: blogCategorySchema,
  resource: resourceSchema,
  resourceType: resourceTypeSchema,
  featuredComparison: featuredComparisonSchema,
  favorite: favoriteSchema,
  cartLine: cartLineSchema,
  board: boardSchema,
  order: orderSchema,
  user: userSchema,
  vendorNote: vendorNoteSchema,
  boardMember: boardMemberSchema,
  boardScore: boardScoreSchema,
  boardComment: boardCommentSchema,
  notification: notificationSchema,
  boardActivity: boardActivitySchema,
  workspace: workspaceSchema,
  workspaceMember: workspaceMemberSchema,
  approvalStep: approvalStepSchema,
  subscription: subscriptionSchema,
} as const satisfies Record<SyncEntity, RowSchema>
