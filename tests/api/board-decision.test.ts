// A board's decision over REST: only the owner records or reopens it (co-owners, evaluators and
// viewers 403, anyone else 404); the chosen item must be on the board and the rationale is required and
// bounded (400); a decided board is frozen, every kind of write answering 409 and changing nothing;
// an order request names the decided board its product was chosen on, and only such a board.
import { beforeAll, describe, expect, it } from 'vitest'
import { BOARD_DECIDED_MESSAGE, DECISION_RATIONALE_MAX } from '../../sync/rules/board-decision'
import { makeTeam, readFeed, type Team } from './board-team-fixtures'
import { addOption, addProduct, addTier, addVendor } from './buyer-fixtures'
import { makeHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

const decide = (team: Team, cookie: string, body: Record<string, unknown>) => h.call('post', `/api/boards/${team.boardId}/decision`, cookie).send(body)
const reopen = (team: Team, cookie: string) => h.call('delete', `/api/boards/${team.boardId}/decision`, cookie)
const stored = async (team: Team) => await h.db.get('SELECT decided_item_id AS "itemId", decision_rationale AS rationale, decided_at AS at, decided_by AS by FROM boards WHERE id = ?', team.boardId)

/** A plan of the vendor's: a product with one tier and one option. */
async function planOf(vendorId: number) {
  const product = await addProduct(h.db, vendorId)
  const tier = await addTier(h.db, product.id)
  const option = await addOption(h.db, tier.id)
  return { productId: product.id, tierId: tier.id, pricingOptionId: option.id, users: 3 }
}

describe('board decision', () => {
  it('the owner records the decision (chosen item, rationale, who, when); every member reads it, the feed carries it', async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const res = await decide(team, team.owner.cookie, { itemId: team.items[1], rationale: '  Best support <b>by far</b>  ' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: team.boardId, decidedItemId: team.items[1], decisionRationale: 'Best support <b>by far</b>', decidedAt: expect.any(String), decidedBy: expect.any(String) })
    const asEve = await h.call('get', `/api/boards/${team.boardId}`, team.members.eve.cookie)
    expect(asEve.body).toMatchObject({ decidedItemId: team.items[1], decisionRationale: 'Best support <b>by far</b>', decidedAt: res.body.decidedAt })
    const feed = await readFeed(h, team.members.eve.cookie)
    const board = feed.changes.filter((c) => c.entity === 'board' && c.id === team.boardId).at(-1)
    expect(board?.data).toMatchObject({ decidedItemId: team.items[1], decidedAt: res.body.decidedAt })
  })

  it('refuses co-owners, evaluators and viewers (403), and anyone else (404), changing nothing', async () => {
    const team = await makeTeam(h, { co: 'co-owner', eve: 'evaluator', vic: 'viewer' })
    const stranger = await h.addUser('decision-stranger')
    for (const name of ['co', 'eve', 'vic']) {
      const res = await decide(team, team.members[name].cookie, { itemId: team.items[0], rationale: 'Mine' })
      expect(res.status, name).toBe(403)
      expect(res.body.message).toBe("Only the board's owner records or reopens its decision")
    }
    expect((await decide(team, stranger.cookie, { itemId: team.items[0], rationale: 'Mine' })).status).toBe(404)
    expect((await h.anon('post', `/api/boards/${team.boardId}/decision`).send({ itemId: team.items[0], rationale: 'x' })).status).toBe(401)
    expect(await stored(team)).toEqual({ itemId: null, rationale: null, at: null, by: null })
    // The same for reopening a decision.
    expect((await decide(team, team.owner.cookie, { itemId: team.items[0], rationale: 'Fits' })).status).toBe(200)
    expect((await reopen(team, team.members.co.cookie)).status).toBe(403)
    expect((await reopen(team, stranger.cookie)).status).toBe(404)
    expect(await stored(team)).toMatchObject({ itemId: team.items[0] })
  })

  it('refuses an item not on the board, a missing, blank or too long rationale (400), changing nothing', async () => {
    const team = await makeTeam(h, {})
    const elsewhere = (await addVendor(h.db)).id
    const notOnBoard = await decide(team, team.owner.cookie, { itemId: elsewhere, rationale: 'Cheap' })
    expect(notOnBoard.status).toBe(400)
    expect(notOnBoard.body.errors).toEqual({ itemId: 'Not on this board' })
    for (const rationale of [undefined, '', '   ', 'x'.repeat(DECISION_RATIONALE_MAX + 1), 42]) {
      const res = await decide(team, team.owner.cookie, { itemId: team.items[0], rationale })
      expect(res.status, String(rationale)).toBe(400)
      expect(res.body.errors.rationale).toBeTruthy()
    }
    expect((await decide(team, team.owner.cookie, { itemId: 'first', rationale: 'x' })).body.errors.itemId).toBeTruthy()
    expect(await stored(team)).toEqual({ itemId: null, rationale: null, at: null, by: null })
    expect((await decide(team, team.owner.cookie, { itemId: team.items[0], rationale: 'x'.repeat(DECISION_RATIONALE_MAX) })).status).toBe(200)
  })

  it('freezes the board: every kind of write is 409 with the reason and changes nothing, until the owner reopens', async () => {
    const team = await makeTeam(h, { co: 'co-owner', eve: 'evaluator', vic: 'viewer' })
    const { co, eve, vic } = team.members
    const invitee = await h.addUser('decision-invitee')
    const late = await h.addUser('decision-late')
    const pending = await h.call('post', `/api/boards/${team.boardId}/members`, team.owner.cookie).send({ user: 'decision-late', role: 'viewer' })
    expect(pending.status).toBe(201)
    expect((await h.call('put', `/api/boards/${team.boardId}/scores`, eve.cookie).send({ itemId: team.items[0], criterion: 'security', score: 4 })).status).toBe(200)
    expect((await decide(team, team.owner.cookie, { itemId: team.items[0], rationale: 'Strongest security' })).status).toBe(200)
    const before = await h.db.value('SELECT version FROM sync_state')
    const board = `/api/boards/${team.boardId}`
    const writes: [string, () => Promise<{ status: number; body: { message?: string } }>][] = [
      ['rename', () => h.call('patch', board, co.cookie).send({ name: 'Renamed' })],
      ['items', () => h.call('patch', board, team.owner.cookie).send({ items: [{ itemId: team.items[0] }] })],
      ['weights and criteria', () => h.call('patch', board, co.cookie).send({ weights: { security: 9, uptime: 1 } })],
      ['notes', () => h.call('patch', board, team.owner.cookie).send({ notes: 'Later thoughts' })],
      ['score', () => h.call('put', `${board}/scores`, eve.cookie).send({ itemId: team.items[0], criterion: 'security', score: 1 })],
      ['submit', () => h.call('post', `${board}/scorecard/submit`, eve.cookie).send({})],
      ['reopen scorecard', () => h.call('post', `${board}/scorecard/reopen`, eve.cookie).send({})],
      ['reveal', () => h.call('post', `${board}/reveal`, team.owner.cookie).send({})],
      ['invite', () => h.call('post', `${board}/members`, team.owner.cookie).send({ user: 'decision-invitee', role: 'evaluator' })],
      ['role', () => h.call('patch', `${board}/members/${eve.memberId}`, co.cookie).send({ role: 'viewer' })],
      ['remove', () => h.call('delete', `${board}/members/${vic.memberId}`, team.owner.cookie)],
      ['leave', () => h.call('delete', `${board}/members/${eve.memberId}`, eve.cookie)],
      ['accept', () => h.call('post', `${board}/members/${pending.body.id}/accept`, late.cookie).send({})],
      ['decide again', () => decide(team, team.owner.cookie, { itemId: team.items[1], rationale: 'Changed my mind' })],
    ]
    for (const [what, write] of writes) {
      const res = await write()
      expect(res.status, what).toBe(409)
      expect(res.body.message, what).toBe(BOARD_DECIDED_MESSAGE)
    }
    expect(await h.db.value('SELECT version FROM sync_state')).toBe(before)
    // Still 404 before 409 for someone who is not on the board.
    expect((await h.call('patch', board, invitee.cookie).send({ name: 'x' })).status).toBe(404)
    // Sharing by link still turns on (the owner shows the decision); an invitee may still decline.
    expect((await h.call('patch', board, team.owner.cookie).send({ shared: true })).status).toBe(200)
    expect((await h.call('post', `${board}/members/${pending.body.id}/decline`, late.cookie).send({})).status).toBe(204)

    // Reopened by the owner, the board changes again; a second reopen has nothing to reopen.
    const reopened = await reopen(team, team.owner.cookie)
    expect(reopened.status).toBe(200)
    expect(reopened.body).toMatchObject({ decidedItemId: null, decisionRationale: null, decidedAt: null, decidedBy: null })
    expect((await reopen(team, team.owner.cookie)).status).toBe(409)
    expect((await h.call('patch', board, co.cookie).send({ name: 'Renamed' })).status).toBe(200)
  })

  it('an order request carries the decided board it was chosen on, and only such a board', async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const chosen = await planOf(team.items[0])
    const other = await planOf(team.items[1])
    const order = (cookie: string, body: Record<string, unknown>) => h.call('post', '/api/orders', cookie).send(body)
    // Not decided yet: no board to name.
    const early = await order(team.owner.cookie, { ...chosen, boardId: team.boardId })
    expect(early.status).toBe(400)
    expect(early.body.errors).toEqual({ boardId: 'Not a decided board of yours that chose this product' })
    expect((await decide(team, team.owner.cookie, { itemId: team.items[0], rationale: 'Best fit' })).status).toBe(200)

    const placed = await order(team.owner.cookie, { ...chosen, boardId: team.boardId })
    expect(placed.status).toBe(201)
    expect(placed.body).toMatchObject({ boardId: team.boardId })
    expect((await h.call('get', '/api/orders', team.owner.cookie)).body[0]).toMatchObject({ id: placed.body.id, boardId: team.boardId })
    expect(await h.db.value('SELECT board_id FROM orders WHERE id = ?', placed.body.id)).toBe(team.boardId)
    // A member orders from the decision too.
    const evesOrder = await order(team.members.eve.cookie, { ...chosen, boardId: team.boardId })
    expect(evesOrder.status).toBe(201)
    // A product the decision did not choose, a board the buyer is not on, a board that does not exist: the same 400.
    const stranger = await h.addUser('decision-buyer')
    for (const [who, body] of [[team.owner.cookie, { ...other, boardId: team.boardId }], [stranger.cookie, { ...chosen, boardId: team.boardId }], [team.owner.cookie, { ...chosen, boardId: 999999 }]] as const) {
      const res = await order(who, body)
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual({ boardId: 'Not a decided board of yours that chose this product' })
    }
    // Without a board the request is an ordinary one; the board's id reaches the admin's list.
    expect((await order(stranger.cookie, chosen)).body).toMatchObject({ boardId: null })
    const all = (await h.admin('get', '/api/admin/orders')).body as { id: number; boardId: number | null }[]
    expect(all.find((o) => o.id === placed.body.id)).toMatchObject({ boardId: team.boardId })

    // Removed from the board (after the owner reopens it), Eve's request still names it, but the board is 404 to her.
    expect((await reopen(team, team.owner.cookie)).status).toBe(200)
    expect((await h.call('delete', `/api/boards/${team.boardId}/members/${team.members.eve.memberId}`, team.owner.cookie)).status).toBe(204)
    expect((await h.call('get', '/api/orders', team.members.eve.cookie)).body[0]).toMatchObject({ id: evesOrder.body.id, boardId: team.boardId })
    expect((await h.call('get', `/api/boards/${team.boardId}`, team.members.eve.cookie)).status).toBe(404)
  })
})
