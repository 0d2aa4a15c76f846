// Scores on a board's team over REST and in the change feed: each evaluator's own rows, 1 to 5 on the
// board's items and criteria; viewers cannot score and nobody scores for someone else; blind until the
// owner or a co-owner reveals the results, in every REST read and in the feed; a submitted scorecard
// takes no change until reopened, and nothing is reopened after the reveal.
import { beforeAll, describe, expect, it } from 'vitest'
import { makeTeam, readFeed, teamChanges, type Team } from './board-team-fixtures'
import { makeHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

const scorePath = (team: Team) => `/api/boards/${team.boardId}/scores`
const score = (team: Team, cookie: string, body: Record<string, unknown>) => h.call('put', scorePath(team), cookie).send(body)
const post = (team: Team, cookie: string, action: string) => h.call('post', `/api/boards/${team.boardId}/${action}`, cookie).send({})
const storedScores = async (team: Team) => await h.db.all('SELECT user_id AS "userId", item_id AS "itemId", criterion, score, note FROM board_scores WHERE board_id = ? ORDER BY id', team.boardId)

describe('board scores', () => {
  it("stores each evaluator's own score, 1 to 5, on the board's items and criteria, with an optional note", async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const eve = team.members.eve
    const first = await score(team, eve.cookie, { itemId: team.items[0], criterion: 'security', score: 4, note: 'SSO works' })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ boardId: team.boardId, userId: eve.id, itemId: team.items[0], criterion: 'security', score: 4, note: 'SSO works' })
    // The same item and criterion again changes that row; a criterion the board weights is scored too.
    const again = await score(team, eve.cookie, { itemId: team.items[0], criterion: 'security', score: 5 })
    expect(again.body).toMatchObject({ id: first.body.id, score: 5, note: null })
    expect((await score(team, eve.cookie, { itemId: team.items[1], criterion: 'uptime', score: 1 })).status).toBe(200)
    // Nobody scores for someone else: a userId in the body is not the writer's to choose.
    expect((await score(team, eve.cookie, { itemId: team.items[1], criterion: 'price', score: 2, userId: team.owner.id })).body.userId).toBe(eve.id)
    // The owner scores too.
    expect((await score(team, team.owner.cookie, { itemId: team.items[0], criterion: 'security', score: 2 })).status).toBe(200)
    expect(await storedScores(team)).toHaveLength(4)
  })

  it('refuses scores outside 1..5, items not on the board, unknown criteria, long notes and viewers, changing nothing', async () => {
    const team = await makeTeam(h, { eve: 'evaluator', vic: 'viewer' })
    const eve = team.members.eve.cookie
    const item = team.items[0]
    for (const bad of [0, 6, 2.5, '5 stars', null]) {
      const res = await score(team, eve, { itemId: item, criterion: 'security', score: bad })
      expect(res.status, String(bad)).toBe(400)
      expect(res.body.errors.score).toBeTruthy()
    }
    expect((await score(team, eve, { itemId: 999999, criterion: 'security', score: 3 })).body).toMatchObject({ errors: { itemId: 'Not on this board' } })
    expect((await score(team, eve, { itemId: item, criterion: 'vibes', score: 3 })).body).toMatchObject({ errors: { criterion: "Not one of this board's criteria" } })
    expect((await score(team, eve, { itemId: item, criterion: 'security', score: 3, note: 'x'.repeat(1001) })).status).toBe(400)
    const viewer = await score(team, team.members.vic.cookie, { itemId: item, criterion: 'security', score: 3 })
    expect(viewer.status).toBe(403)
    expect(viewer.body.message).toBe('Viewers cannot score')
    expect((await post(team, team.members.vic.cookie, 'scorecard/submit')).status).toBe(403)
    expect(await storedScores(team)).toEqual([])
  })

  it('takes Security & compliance scores only on a board that has the criterion, from the owner of a board without a team too', async () => {
    const team = await makeTeam(h, {})
    const sc = { itemId: team.items[0], criterion: 'securityCompliance', score: 4 }
    const refused = await score(team, team.owner.cookie, sc)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ errors: { criterion: "Not one of this board's criteria" } })
    expect(await storedScores(team)).toEqual([])
    const added = await h.call('patch', `/api/boards/${team.boardId}`, team.owner.cookie).send({ weights: { uptime: 5, securityCompliance: 5 } })
    expect(added.status).toBe(200)
    expect((await score(team, team.owner.cookie, sc)).status).toBe(200)
    expect(await storedScores(team)).toEqual([{ userId: team.owner.id, itemId: team.items[0], criterion: 'securityCompliance', score: 4, note: null }])
  })

  it("takes back only the caller's own score, changing nothing else", async () => {
    const team = await makeTeam(h, { eve: 'evaluator', vic: 'viewer' })
    const mine = (await score(team, team.members.eve.cookie, { itemId: team.items[0], criterion: 'security', score: 4 })).body
    const owners = (await score(team, team.owner.cookie, { itemId: team.items[0], criterion: 'security', score: 2 })).body
    const clear = (cookie: string, id: number) => h.call('delete', `${scorePath(team)}/${id}`, cookie).send()
    expect((await clear(team.members.eve.cookie, owners.id)).status).toBe(404)
    expect((await clear(team.members.vic.cookie, mine.id)).status).toBe(403)
    expect((await clear(team.members.eve.cookie, 999999)).status).toBe(404)
    expect(await storedScores(team)).toHaveLength(2)
    expect((await clear(team.members.eve.cookie, mine.id)).status).toBe(204)
    expect(await storedScores(team)).toEqual([{ userId: team.owner.id, itemId: team.items[0], criterion: 'security', score: 2, note: null }])
    expect((await clear(team.members.eve.cookie, mine.id)).status).toBe(404)
  })

  it('shows an evaluator only their own scores and how many have submitted until the reveal, over REST and in the feed', async () => {
    const team = await makeTeam(h, { eve: 'evaluator', ed: 'evaluator', co: 'co-owner' })
    const { eve, ed, co } = team.members
    const eveScore = (await score(team, eve.cookie, { itemId: team.items[0], criterion: 'security', score: 2 })).body
    const edScore = (await score(team, ed.cookie, { itemId: team.items[0], criterion: 'security', score: 5 })).body
    expect((await post(team, ed.cookie, 'scorecard/submit')).body.submittedAt).toEqual(expect.any(String))

    const blind = await h.call('get', scorePath(team), eve.cookie)
    expect(blind.body).toEqual({ revealedAt: null, submitted: 1, scores: [expect.objectContaining({ id: eveScore.id })] })
    // The owner is blind too until the reveal.
    expect((await h.call('get', scorePath(team), team.owner.cookie)).body.scores).toEqual([])
    const eveFeed = await readFeed(h, eve.cookie)
    expect(teamChanges(eveFeed.changes, 'boardScore').map((c) => [c.id, c.op])).toEqual([[eveScore.id, 'put']])
    // The members' rows carry who submitted, so the count needs no score of anyone else's.
    expect(teamChanges(eveFeed.changes, 'boardMember').filter((c) => c.data?.submittedAt).map((c) => c.data?.userId)).toEqual([ed.id])

    expect((await post(team, eve.cookie, 'reveal')).status).toBe(403)
    const revealed = await post(team, co.cookie, 'reveal')
    expect(revealed.status).toBe(200)
    expect(revealed.body.revealedAt).toEqual(expect.any(String))
    expect((await post(team, team.owner.cookie, 'reveal')).status).toBe(409)
    expect((await h.call('get', scorePath(team), eve.cookie)).body.scores.map((s: { id: number }) => s.id)).toEqual([eveScore.id, edScore.id])
    const after = await readFeed(h, eve.cookie, eveFeed.next)
    expect(teamChanges(after.changes, 'boardScore')).toContainEqual(expect.objectContaining({ id: edScore.id, op: 'put', data: expect.objectContaining({ score: 5, userId: ed.id }) }))
    expect(teamChanges(after.changes, 'board')).toEqual([expect.objectContaining({ op: 'put', data: expect.objectContaining({ revealedAt: expect.any(String) }) })])
  })

  it('takes no change to a submitted scorecard until it is reopened, and nothing after the reveal', async () => {
    const team = await makeTeam(h, { eve: 'evaluator' })
    const eve = team.members.eve.cookie
    const body = { itemId: team.items[0], criterion: 'value', score: 3 }
    expect((await score(team, eve, body)).status).toBe(200)
    expect((await post(team, eve, 'scorecard/submit')).status).toBe(200)
    const locked = await score(team, eve, { ...body, score: 4 })
    expect(locked.status).toBe(409)
    expect(locked.body.message).toBe('Your scorecard is submitted: reopen it to change a score')
    expect((await post(team, eve, 'scorecard/reopen')).body.submittedAt).toBeNull()
    expect((await score(team, eve, { ...body, score: 4 })).status).toBe(200)
    expect((await post(team, team.owner.cookie, 'reveal')).status).toBe(200)
    for (const res of [await score(team, eve, { ...body, score: 1 }), await post(team, eve, 'scorecard/submit'), await post(team, eve, 'scorecard/reopen')]) {
      expect(res.status).toBe(409)
      expect(res.body.message).toBe('The results are revealed: scorecards are final')
    }
    expect(await storedScores(team)).toEqual([expect.objectContaining({ score: 4 })])
  })
})
