// One field list per entity: the server's tables are built from the zod row schemas (api/db/table.ts).
// These tests hold the SQLite migrations to the same list, both ways, and check that every stored row
// reads back as exactly what its schema describes, no field more or less.
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { findWhere } from '../../api/db/repo'
import { seedDemoCatalog } from '../../api/db/seed/demo'
import { TABLES_BY_ENTITY } from '../../api/db/tables'
import type { SyncEntity } from '../../sync/protocol/changes'
import * as schemas from '../../sync/schemas'
import { schemaQuery } from '../../api/db/dialect'
import { makeHarness, type Harness } from './harness'

const ROW_SCHEMAS: Record<SyncEntity, z.ZodObject> = {
  vendor: schemas.vendorSchema,
  product: schemas.productSchema,
  category: schemas.categorySchema,
  productTier: schemas.tierSchema,
  pricingOption: schemas.pricingOptionSchema,
  blogPost: schemas.blogPostSchema,
  blogCategory: schemas.blogCategorySchema,
  resource: schemas.resourceSchema,
  resourceType: schemas.resourceTypeSchema,
  featuredComparison: schemas.featuredComparisonSchema,
  favorite: schemas.favoriteSchema,
  cartLine: schemas.cartLineSchema,
  board: schemas.boardSchema,
  order: schemas.orderSchema,
  user: schemas.userSchema,
  vendorNote: schemas.vendorNoteSchema,
  boardMember: schemas.boardMemberSchema,
  boardScore: schemas.boardScoreSchema,
  boardComment: schemas.boardCommentSchema,
  notification: schemas.notificationSchema,
  boardActivity: schemas.boardActivitySchema,
  workspace: schemas.workspaceSchema,
  workspaceMember: schemas.workspaceMemberSchema,
  approvalStep: schemas.approvalStepSchema,
  subscription: schemas.subscriptionSchema,
}

/** Fields REST answers add from other tables (and the change feed leaves out): not columns. */
const JOINED: Partial<Record<SyncEntity, string[]>> = { product: ['vendor'], category: ['count'], favorite: ['item'] }
/** Columns no client ever receives, so no schema names them (the list order's name key: api/db/tables.ts). */
const HIDDEN: Partial<Record<SyncEntity, string[]>> = { user: ['password_hash'], vendor: ['name_key'], product: ['name_key'] }

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())
const sorted = (names: Iterable<string>) => [...names].sort()

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
  await seedDemoCatalog(h.db)
  // Rows with empty optional fields, and one of each per-user entity.
  await h.admin('post', '/api/vendors').send({ name: 'Bare Minimum Co' })
  await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: 1 })
  const board = await h.member('post', '/api/boards').send({ name: 'Shortlist', type: 'vendor', items: [{ itemId: 1 }] })
  expect((await h.member('post', `/api/boards/${board.body.id}/members`).send({ user: 'root', role: 'viewer' })).status).toBe(201)
  expect((await h.member('put', `/api/boards/${board.body.id}/scores`).send({ itemId: 1, criterion: 'security', score: 4 })).status).toBe(200)
  const root = (await h.admin('get', '/api/board-invitations')).body[0]
  expect((await h.admin('post', `/api/boards/${board.body.id}/members/${root.id}/accept`).send({})).status).toBe(200)
  expect((await h.member('post', `/api/boards/${board.body.id}/comments`).send({ itemId: 1, text: '@root have a look' })).status).toBe(201)
  expect((await h.member('post', '/api/vendor-notes').send({ vendorId: 1, text: 'Ask about SSO pricing' })).status).toBe(201)
  const [option] = await findWhere(h.db, TABLES_BY_ENTITY.pricingOption, '1 = 1 LIMIT 1') as schemas.PricingOption[]
  const [tier] = await findWhere(h.db, TABLES_BY_ENTITY.productTier, 'id = ?', option.productTierId) as schemas.ProductTier[]
  const ids = { productId: tier.productId, tierId: tier.id, pricingOptionId: option.id }
  expect((await h.member('post', '/api/cart/lines').send(ids)).status).toBe(201)
  // A workspace with an invited member, and a request in it waiting for approval (its first step).
  const workspace = await h.admin('post', '/api/workspaces').send({ name: 'Acme', currency: 'USD' })
  expect((await h.admin('post', `/api/workspaces/${workspace.body.id}/members`).send({ user: 'member', role: 'member' })).status).toBe(201)
  const invitation = (await h.member('get', '/api/workspace-invitations')).body[0]
  expect((await h.member('post', `/api/workspaces/${workspace.body.id}/members/${invitation.id}/accept`).send({})).status).toBe(200)
  expect((await h.member('post', '/api/orders').send({ ...ids, users: Math.max(option.minimumUsers, 1), workspaceId: workspace.body.id })).status).toBe(201)
  expect((await h.member('post', '/api/orders').send({ ...ids, users: Math.max(option.minimumUsers, 1) })).status).toBe(201)
  // A subscription bought elsewhere, added by the workspace's admin.
  const subscription = { workspaceId: workspace.body.id, name: 'Figma', cost: 45, currency: 'USD', term: 'monthly', startDate: '2026-01-31', autoRenew: true, noticeDays: 30 }
  expect((await h.admin('post', '/api/subscriptions').send(subscription)).status).toBe(201)
})

describe.each(Object.entries(TABLES_BY_ENTITY))('%s', (entity, def) => {
  const schema = ROW_SCHEMAS[entity as SyncEntity]
  const stored = () => Object.keys(schema.shape).filter((f) => !JOINED[entity as SyncEntity]?.includes(f))

  it('has exactly the columns its row schema names (besides the joined fields and the hidden columns)', async () => {
    const columns = await h.db.values<string>(schemaQuery(h.db, 'columns'), def.table)
    const expected = [...stored().map(snake), ...(HIDDEN[entity as SyncEntity] ?? [])]
    expect(sorted(columns)).toEqual(sorted(expected))
  })

  it('reads back rows its row schema accepts strictly', async () => {
    const rows = await findWhere(h.db, def, '1 = 1')
    expect(rows.length).toBeGreaterThan(0)
    const strict = schema.strict()
    for (const row of rows) expect(strict.safeParse(row).error?.issues, `${entity} ${row.id}`).toBeUndefined()
    expect(sorted(Object.keys(rows[0]))).toEqual(sorted(stored()))
  })
})
