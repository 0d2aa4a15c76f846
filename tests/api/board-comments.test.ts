// Comments on a board's items and the notifications their mentions make, over REST and in the change
// feed (docs/board-teams.md, "Comments and notifications"): every member reads, the owner, co-owners
// and evaluators write, viewers get 403 and anyone else 404; only the author edits or deletes; the
// limits answer 400 and the rate limit 429, changing nothing; a mention notifies members only.
import { beforeAll, describe, expect, it } from 'vitest'
import { COMMENTS_PER_TEN_MINUTES } from '../../api/boards/comments-routes'
import { makeTeam, readFeed, teamChanges, type Team } from './board-team-fixtures'
import { makeHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

const path = (team: Team, commentId?: number) => `/api/boards/${team.boardId}/comments${commentId ? `/${commentId}` : ''}`
const comment = (team: Team, cookie: string, text: string, itemId = team.items[0]) => h.call('post', path(team), cookie).send({ itemId, text })
const stored = async (team: Team) => await h.db.all('SELECT user_id AS "userId", item_id AS "itemId", text FROM board_comments WHERE board_id = ? ORDER BY id', team.boardId)
const notified = async (team: Team) =>
  await h.db.all<{ userId: number; commentId: number }>('SELECT user_id AS "userId", comment_id AS "commentId" FROM notifications WHERE board_id = ? ORDER BY user_id', team.boardId)
const usernameOf = async (id: number) => await h.db.value('SELECT username FROM users WHERE id = ?', id) as string

describe('board comments', () => {
  it('lets the owner, co-owners and evaluators comment, viewers only read, and anyone else find nothing', async () => {
    const team = await makeTeam(h, { co: 'co-owner', eve: 'evaluator', vic: 'viewer' })
    const { co, eve, vic } = team.members
    for (const [who, cookie] of [['owner', team.owner.cookie], ['co', co.cookie], ['eve', eve.cookie]] as const) {
      const res = await comment(team, cookie, `${who} thinks it fits`)
      expect(res.status, who).toBe(201)
      expect(res.body).toMatchObject({ boardId: team.boardId, itemId: team.items[0], text: `${who} thinks it fits`, editedAt: null })
    }
    const viewer = await comment(team, vic.cookie, 'I would like to say something')
    expect(viewer.status).toBe(403)
    expect(viewer.body.message).toBe('Viewers cannot comment')
    const read = await h.call('get', path(team), vic.cookie)
    expect(read.status).toBe(200)
    expect(read.body.map((c: { text: string }) => c.text)).toEqual(['owner thinks it fits', 'co thinks it fits', 'eve thinks it fits'])
    expect((await h.call('get', `${path(team)}?itemId=${team.items[1]}`, vic.cookie)).body).toEqual([])

    // A stranger and an invitee who has not accepted get 404 for every call, as for the board.
    const stranger = await h.addUser('comments-stranger')
    const invitee = await h.addUser('comments-invitee')
    expect((await h.call('post', `/api/boards/${team.boardId}/members`, team.owner.cookie).send({ user: 'comments-invitee', role: 'evaluator' })).status).toBe(201)
    const first = read.body[0].id as number
    for (const cookie of [stranger.cookie, invitee.cookie]) {
      expect((await h.call('get', path(team), cookie)).status).toBe(404)
      expect((await comment(team, cookie, 'hello')).status).toBe(404)
      expect((await h.call('patch', path(team, first), cookie).send({ text: 'mine now' })).status).toBe(404)
      expect((await h.call('delete', path(team, first), cookie)).status).toBe(404)
    }
    expect(await stored(team)).toHaveLength(3)
  })

  it('lets only the author edit or delete a comment, the owner included, and marks an edit', async () => {
    const team = await makeTeam(h, { co: 'co-owner', eve: 'evaluator' })
    const { co, eve } = team.members
    const mine = (await comment(team, eve.cookie, 'Pricing looks high')).body
    for (const cookie of [team.owner.cookie, co.cookie]) {
      const edit = await h.call('patch', path(team, mine.id), cookie).send({ text: 'Pricing looks fine' })
      expect(edit.status).toBe(403)
      expect(edit.body.message).toBe('You can edit only your own comments')
      const del = await h.call('delete', path(team, mine.id), cookie)
      expect(del.status).toBe(403)
      expect(del.body.message).toBe('You can delete only your own comments')
    }
    expect(await stored(team)).toEqual([{ userId: eve.id, itemId: team.items[0], text: 'Pricing looks high' }])

    const edited = await h.call('patch', path(team, mine.id), eve.cookie).send({ text: 'Pricing looks high for 50 seats' })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ id: mine.id, text: 'Pricing looks high for 50 seats', editedAt: expect.any(String) })
    // Another board's comment is not found under this board.
    const other = await makeTeam(h, {})
    expect((await h.call('patch', `/api/boards/${other.boardId}/comments/${mine.id}`, other.owner.cookie).send({ text: 'x' })).status).toBe(404)
    expect((await h.call('delete', path(team, mine.id), eve.cookie)).status).toBe(204)
    expect(await stored(team)).toEqual([])
    expect((await h.call('delete', path(team, mine.id), eve.cookie)).status).toBe(404)
  })

  it('refuses an empty comment, one over 4,000 characters and an item not on the board, changing nothing', async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const eve = team.members.eve.cookie
    for (const text of ['', '   \n ']) {
      const res = await comment(team, eve, text)
      expect(res.status).toBe(400)
      expect(res.body.errors.text).toBe('Write a comment')
    }
    expect((await h.call('post', path(team), eve).send({ itemId: team.items[0] })).status).toBe(400)
    const long = await comment(team, eve, 'x'.repeat(4001))
    expect(long.status).toBe(400)
    expect(long.body).toMatchObject({ message: 'A comment is at most 4,000 characters', errors: { text: 'A comment is at most 4,000 characters' } })
    expect((await comment(team, eve, 'y', 999999)).body).toMatchObject({ errors: { itemId: 'Not on this board' } })
    expect(await stored(team)).toEqual([])
    const kept = await comment(team, eve, 'z'.repeat(4000))
    expect(kept.status).toBe(201)
    expect((await h.call('patch', path(team, kept.body.id), eve).send({ text: 'w'.repeat(4001) })).status).toBe(400)
    expect((await h.call('patch', path(team, kept.body.id), eve).send({ text: ' ' })).status).toBe(400)
    expect(await stored(team)).toEqual([expect.objectContaining({ text: 'z'.repeat(4000) })])
  })

  it('stores text as it was typed: markup is text, never HTML', async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const text = '<img src=x onerror=alert(1)> & <b>bold</b>'
    expect((await comment(team, team.members.eve.cookie, text)).body.text).toBe(text)
  })

  it(`rate-limits an account to ${COMMENTS_PER_TEN_MINUTES} comments in ten minutes, storing nothing past it`, async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    for (let i = 0; i < COMMENTS_PER_TEN_MINUTES; i++) expect((await comment(team, team.members.eve.cookie, `note ${i}`)).status).toBe(201)
    const refused = await comment(team, team.members.eve.cookie, 'one too many')
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe('Too many comment attempts. Please wait and try again.')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await stored(team)).toHaveLength(COMMENTS_PER_TEN_MINUTES)
    // Another account is not held back.
    expect((await comment(team, team.owner.cookie, 'still open for me')).status).toBe(201)
  })
})

describe('mentions and notifications', () => {
  it('notifies the members a comment mentions, never a non-member, an invitee or the author', async () => {
    const team = await makeTeam(h, { co: 'co-owner', eve: 'evaluator', vic: 'viewer' })
    const { co, eve, vic } = team.members
    const outsider = await h.addUser('mention-outsider')
    await h.addUser('mention-invitee')
    expect((await h.call('post', `/api/boards/${team.boardId}/members`, team.owner.cookie).send({ user: 'mention-invitee', role: 'viewer' })).status).toBe(201)
    const text = `@${(await usernameOf(eve.id)).toUpperCase()} and @${await usernameOf(vic.id)}, please check; cc @mention-outsider @mention-invitee @${await usernameOf(co.id)}. Mail someone@${await usernameOf(team.owner.id)}`
    const posted = await comment(team, co.cookie, text)
    expect(posted.status).toBe(201)
    expect(await notified(team)).toEqual([{ userId: eve.id, commentId: posted.body.id }, { userId: vic.id, commentId: posted.body.id }])

    const eveList = await h.call('get', '/api/notifications', eve.cookie)
    expect(eveList.body).toEqual([expect.objectContaining({
      userId: eve.id, kind: 'mention', boardId: team.boardId, itemId: team.items[0], commentId: posted.body.id, boardName: expect.stringMatching(/^Team /),
      itemName: expect.stringMatching(/^Vendor \d+$/), authorName: await usernameOf(co.id), excerpt: text, readAt: null,
    })])
    expect((await h.call('get', '/api/notifications', outsider.cookie)).body).toEqual([])
    expect((await h.call('get', '/api/notifications', team.owner.cookie)).body).toEqual([])
    // In the feed too: Eve's notification reaches her alone.
    expect(teamChanges((await readFeed(h, eve.cookie)).changes, 'notification').map((c) => c.data?.userId)).toEqual([eve.id])
    expect(teamChanges((await readFeed(h, co.cookie)).changes, 'notification')).toEqual([])
    expect(teamChanges((await readFeed(h, outsider.cookie)).changes, 'notification')).toEqual([])
  })

  it('notifies a member an edit mentions for the first time, once', async () => {
    const team = await makeTeam(h, { eve: 'evaluator', ed: 'evaluator' })
    const { eve, ed } = team.members
    const posted = (await comment(team, team.owner.cookie, `@${await usernameOf(eve.id)} what do you think?`)).body
    expect((await notified(team)).map((n) => n.userId)).toEqual([eve.id])
    const edit = await h.call('patch', path(team, posted.id), team.owner.cookie).send({ text: `@${await usernameOf(eve.id)} @${await usernameOf(ed.id)} what do you think?` })
    expect(edit.status).toBe(200)
    expect((await notified(team)).map((n) => n.userId)).toEqual([eve.id, ed.id])
    // Eve's notification reads the new text: nothing the author took back stays in it.
    expect((await h.call('get', '/api/notifications', eve.cookie)).body.map((n: { excerpt: string }) => n.excerpt)).toEqual([edit.body.text])
    // Deleting the comment takes its notifications back.
    expect((await h.call('delete', path(team, posted.id), team.owner.cookie)).status).toBe(204)
    expect(await notified(team)).toEqual([])
  })

  it("marks a person's own notification read, once, and nobody else's", async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const eve = team.members.eve
    await comment(team, team.owner.cookie, `@${await usernameOf(eve.id)} see the SSO notes`)
    const [mine] = (await h.call('get', '/api/notifications', eve.cookie)).body
    expect((await h.call('post', `/api/notifications/${mine.id}/read`, team.owner.cookie).send({})).status).toBe(404)
    const read = await h.call('post', `/api/notifications/${mine.id}/read`, eve.cookie).send({})
    expect(read.status).toBe(200)
    expect(read.body.readAt).toEqual(expect.any(String))
    const again = await h.call('post', `/api/notifications/${mine.id}/read`, eve.cookie).send({})
    expect(again.body).toMatchObject({ readAt: read.body.readAt, version: read.body.version })
    expect((await h.call('post', '/api/notifications/999999/read', eve.cookie).send({})).status).toBe(404)
  })

  it("sends comments to the team in the feed, and a removed member's feed the deletes of them and of their notifications", async () => {
    const team = await makeTeam(h, { eve: 'evaluator', vic: 'viewer' })
    const { eve, vic } = team.members
    const outsider = await h.addUser('feed-outsider')
    const posted = (await comment(team, team.owner.cookie, `@${await usernameOf(vic.id)} have a look`)).body
    const vicFeed = await readFeed(h, vic.cookie)
    expect(teamChanges(vicFeed.changes, 'boardComment')).toEqual([expect.objectContaining({ id: posted.id, op: 'put', data: expect.objectContaining({ text: posted.text }) })])
    expect(teamChanges((await readFeed(h, eve.cookie)).changes, 'boardComment').map((c) => c.op)).toEqual(['put'])
    expect(teamChanges((await readFeed(h, outsider.cookie)).changes, 'boardComment')).toEqual([])

    await h.call('delete', `/api/boards/${team.boardId}/members/${vic.memberId}`, team.owner.cookie).expect(204)
    const after = await readFeed(h, vic.cookie, vicFeed.next)
    expect(teamChanges(after.changes, 'boardComment')).toEqual([expect.objectContaining({ id: posted.id, op: 'delete' })])
    expect(teamChanges(after.changes, 'notification').map((c) => c.op)).toEqual(['delete'])
    expect((await h.call('get', '/api/notifications', vic.cookie)).body).toEqual([])
  })
})
