// The feed builds row JSON in SQL; it must be exactly what the REST calls send (fromRow), for every
// entity, including nulls, booleans and list columns.
import { beforeAll, describe, expect, it } from 'vitest'
import { findWhere } from '../../api/db/repo'
import { seedDemoCatalog } from '../../api/db/seed/demo'
import { TABLES_BY_ENTITY } from '../../api/db/tables'
import { rowsAsJson } from '../../api/sync/row-json'
import { callsAs } from './board-team-fixtures'
import { makeHarness, type Harness } from './harness'
import { makePlan, makeWorkspace } from './workspace-fixtures'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
  await seedDemoCatalog(h.db)
  // Rows with empty optional fields too.
  await h.admin('post', '/api/vendors').send({ name: 'Bare Minimum Co' })
  await h.member('post', '/api/favorites').send({ itemType: 'vendor', itemId: 1 })
  const board = await h.member('post', '/api/boards').send({ name: 'Shortlist', type: 'vendor', items: [{ itemId: 1 }, { itemId: 2 }] })
  // A board's team: member rows (a null submittedAt and invitedBy among them) and a score with a null note.
  await h.member('post', `/api/boards/${board.body.id}/members`).send({ user: 'root', role: 'viewer' })
  await h.member('put', `/api/boards/${board.body.id}/scores`).send({ itemId: 1, criterion: 'security', score: 4 })
  // Comments (one edited, one with a null editedAt) and the notifications of a mention, one read.
  const invitation = (await h.admin('get', '/api/board-invitations')).body[0]
  await h.admin('post', `/api/boards/${board.body.id}/members/${invitation.id}/accept`).send({})
  const mention = await h.member('post', `/api/boards/${board.body.id}/comments`).send({ itemId: 1, text: '@root "quoted" \\ text' })
  await h.member('patch', `/api/boards/${board.body.id}/comments/${mention.body.id}`).send({ text: '@root edited' })
  await h.member('post', `/api/boards/${board.body.id}/comments`).send({ itemId: 2, text: '@root again' })
  await h.admin('post', `/api/notifications/${(await h.admin('get', '/api/notifications')).body[0].id}/read`).send({})
  await h.member('post', '/api/vendor-notes').send({ vendorId: 1, text: 'Call back "Tuesday" \\ ask for SSO' })
  // A workspace with its members, and a request approved in it (an approval step with a null comment).
  const ws = await makeWorkspace(h, { buyer: 'member', approver: 'approver' })
  const order = await callsAs(h, ws.members.buyer.cookie).post('/api/orders', { ...await makePlan(h), users: 2, workspaceId: ws.id })
  await callsAs(h, ws.members.approver.cookie).post(`/api/orders/${order.body.id}/decision`, { decision: 'approve', round: 1, seen: 0 })
})

describe('row JSON built by SQLite', () => {
  it.each(Object.entries(TABLES_BY_ENTITY))('%s rows equal fromRow', async (_entity, def) => {
    const expected = await findWhere(h.db, def, '1 = 1')
    if (def.entity !== 'order' && def.entity !== 'cartLine') expect(expected.length).toBeGreaterThan(0)
    const actual = (await rowsAsJson(h.db, def, expected.map((r) => r.id))).map((r) => JSON.parse(r.json))
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id
    expect(actual.sort(byId)).toEqual(expected.sort(byId))
  })
})
