// The entities that belong to one account (favourites, cart lines, boards, orders) and the accounts
// themselves, which only administrators see (docs/architecture.md, "The entity registry").
import { defineEntity } from './define-entity'

export const favorite = defineEntity({
  name: 'favorite',
  table: 'favorites',
  audience: 'owner',
  ownerField: 'userId',
  local: { table: 'favorites', indexes: 'id, [itemType+itemId]', since: 1 },
  references: [{ field: 'itemId', to: 'byItemType' }],
  joined: ['item'],
})

export const cartLine = defineEntity({
  name: 'cartLine',
  table: 'cart_lines',
  audience: 'owner',
  ownerField: 'userId',
  local: { table: 'cartLines', indexes: 'id, productId', since: 1 },
  references: [
    { field: 'productId', to: 'product' },
    { field: 'tierId', to: 'productTier' },
    { field: 'pricingOptionId', to: 'pricingOption' },
  ],
  rest: { collection: '/api/cart/lines', update: 'PATCH' },
})

// A board reaches its owner and its team's active members; its shareToken (the link of a shared
// board) only its owner, who shows the link (api/sync/team-feed.ts).
export const board = defineEntity({
  name: 'board',
  table: 'boards',
  audience: 'members',
  ownerField: 'userId',
  boardField: 'id',
  local: { table: 'boards', indexes: 'id', since: 1 },
  references: [{ field: 'items', to: 'byType' }],
  rest: { collection: '/api/boards', update: 'PATCH' },
})

// A request made in a company workspace reaches its approvers and admins too (docs/workspaces.md);
// one made without a workspace only its buyer.
export const order = defineEntity({
  name: 'order',
  table: 'orders',
  audience: 'workspace',
  ownerField: 'userId',
  workspaceField: 'workspaceId',
  local: { table: 'orders', indexes: 'id', since: 1 },
  references: [
    { field: 'productId', to: 'product' },
    { field: 'tierId', to: 'productTier' },
    { field: 'pricingOptionId', to: 'pricingOption' },
    { field: 'boardId', to: 'board' },
  ],
})

// A buyer's private note on a vendor (sync/schemas/vendor-note.ts): added after the registry, at schema version 6.
export const vendorNote = defineEntity({
  name: 'vendorNote',
  table: 'vendor_notes',
  audience: 'owner',
  ownerField: 'userId',
  local: { table: 'vendorNotes', indexes: 'id, vendorId', since: 6 },
  references: [{ field: 'vendorId', to: 'vendor' }],
  rest: { collection: '/api/vendor-notes', update: 'PATCH' },
})

// A board's team (sync/schemas/board-team.ts): added at schema version 7. A member row reaches the
// team and its invitee; a score reaches its evaluator, and the team once the results are revealed.
export const boardMember = defineEntity({
  name: 'boardMember',
  table: 'board_members',
  audience: 'members',
  ownerField: 'userId',
  boardField: 'boardId',
  local: { table: 'boardMembers', indexes: 'id, boardId, userId', since: 7 },
  references: [{ field: 'boardId', to: 'board' }],
})

export const boardScore = defineEntity({
  name: 'boardScore',
  table: 'board_scores',
  audience: 'members',
  ownerField: 'userId',
  boardField: 'boardId',
  blind: true,
  local: { table: 'boardScores', indexes: 'id, boardId, [boardId+userId]', since: 7 },
  references: [{ field: 'boardId', to: 'board' }],
})

// A comment on a board item, and the notifications its mentions make (sync/schemas/board-comment.ts):
// added at schema version 8. A comment reaches the board's team (not blind); a notification only
// the person it is for.
export const boardComment = defineEntity({
  name: 'boardComment',
  table: 'board_comments',
  audience: 'members',
  ownerField: 'userId',
  boardField: 'boardId',
  local: { table: 'boardComments', indexes: 'id, boardId, [boardId+itemId]', since: 8 },
  references: [{ field: 'boardId', to: 'board' }],
})

export const notification = defineEntity({
  name: 'notification',
  table: 'notifications',
  audience: 'owner',
  ownerField: 'userId',
  local: { table: 'notifications', indexes: 'id, boardId', since: 8 },
  references: [{ field: 'boardId', to: 'board' }, { field: 'orderId', to: 'order' }, { field: 'subscriptionId', to: 'subscription' }],
})

// Company workspaces and the approval of their requests (sync/schemas/workspace.ts): added at schema
// version 10. The workspace and its member rows reach its active members (an invitation its invitee
// too); a request's approval steps reach whoever reads the request.
export const workspace = defineEntity({
  name: 'workspace',
  table: 'workspaces',
  audience: 'workspace',
  ownerField: 'userId',
  workspaceField: 'id',
  local: { table: 'workspaces', indexes: 'id', since: 10 },
})

export const workspaceMember = defineEntity({
  name: 'workspaceMember',
  table: 'workspace_members',
  audience: 'workspace',
  ownerField: 'userId',
  workspaceField: 'workspaceId',
  local: { table: 'workspaceMembers', indexes: 'id, workspaceId, userId', since: 10 },
  references: [{ field: 'workspaceId', to: 'workspace' }],
})

export const approvalStep = defineEntity({
  name: 'approvalStep',
  table: 'approval_steps',
  audience: 'workspace',
  ownerField: 'userId',
  workspaceField: 'workspaceId',
  local: { table: 'approvalSteps', indexes: 'id, orderId', since: 10 },
  references: [{ field: 'orderId', to: 'order' }, { field: 'workspaceId', to: 'workspace' }],
})

// Subscriptions and their renewal terms (sync/schemas/subscription.ts, docs/renewals.md): added at
// schema version 11. A workspace's subscription reaches its active members; one made alone only its owner.
export const subscription = defineEntity({
  name: 'subscription',
  table: 'subscriptions',
  audience: 'workspace',
  ownerField: 'userId',
  workspaceField: 'workspaceId',
  local: { table: 'subscriptions', indexes: 'id, workspaceId, userId, reviewBoardId', since: 11 },
  references: [
    { field: 'workspaceId', to: 'workspace' },
    { field: 'orderId', to: 'order' },
    { field: 'reviewBoardId', to: 'board' },
  ],
})

// A board's activity (sync/schemas/board-activity.ts): added at schema version 9. Written only by the
// server; it reaches the board's team like the board itself (never blind: no entry holds a score).
export const boardActivity = defineEntity({
  name: 'boardActivity',
  table: 'board_activity',
  audience: 'members',
  ownerField: 'userId',
  boardField: 'boardId',
  local: { table: 'boardActivity', indexes: 'id, boardId', since: 9 },
  references: [{ field: 'boardId', to: 'board' }],
})

export const user = defineEntity({
  name: 'user',
  table: 'users',
  audience: 'admins',
  local: { table: 'users', indexes: 'id', since: 1 },
  rest: { collection: '/api/admin/users', update: 'PUT' },
  hidden: { passwordHash: 'value' },
})
