// A buying team on each engine: an evaluator on a tablet (820 x 1180, an iPad's screen in WebKit)
// opens a team board, loses the server, scores on the scorecard, sees the scores waiting on the
// device, and once the server is back every score reaches it (read back over the API as that evaluator).
import assert from 'node:assert/strict'
import { SCORE_CRITERIA } from '../../sync/rules/weighted-score'
import {
  apiInPage, heading, landedChanges, serverComesBack, serverGoesAway, serviceWorkerControls, signInInPage, signUpInPage, uniqueName,
  untilLocalCount, visitUntilCopied, waitingBadge, type Scenario,
} from './steps'

/** Scores to give, on the first vendor of the board: criterion label, its key and the score. */
const MARKS = [['security', 4], ['support', 2], ['price', 5]] as const
const labelOf = (key: string) => SCORE_CRITERIA.find((c) => c.key === key)!.label

export const tabletEvaluatorScoresOffline: Scenario = {
  name: 'a tablet evaluator scores offline: the scores wait, then reach the server',
  async run({ page, server, proxy }) {
    await page.setViewport(820, 1180)
    await page.goto('/')
    await serviceWorkerControls(page)
    // The evaluator's account first (registering leaves the page signed out), then the owner's board
    // and invitation, made over the API as the owner; the evaluator then signs in and accepts.
    const evaluator = { username: uniqueName('evaluator'), password: 'engine-password-3' }
    assert.equal((await apiInPage(page, 'POST', '/api/auth/register', { ...evaluator, email: `${evaluator.username}@example.com` })).status, 202)
    await signUpInPage(page)
    const vendors = server.query<{ id: number; name: string }>('SELECT id, name FROM vendors ORDER BY name LIMIT 2 OFFSET 11')
    const board = await apiInPage(page, 'POST', '/api/boards', { name: 'Team shortlist', type: 'vendor', items: vendors.map((v) => ({ itemId: v.id })) })
    assert.equal(board.status, 201)
    const boardId = (board.json as { id: number }).id
    assert.equal((await apiInPage(page, 'POST', `/api/boards/${boardId}/members`, { user: evaluator.username, role: 'evaluator' })).status, 201)
    await signInInPage(page, evaluator.username, evaluator.password)
    const [invitation] = (await apiInPage(page, 'GET', '/api/board-invitations')).json as { id: number }[]
    assert.equal((await apiInPage(page, 'POST', `/api/boards/${boardId}/members/${invitation.id}/accept`, {})).status, 200)

    await visitUntilCopied(page, server, `/evaluation-center/${boardId}`)
    await untilLocalCount(page, 'boardMembers', 2)
    await page.waitForElement(heading('Your scorecard', 2))

    const from = proxy.log.length
    await serverGoesAway(page, proxy, `/evaluation-center/${boardId}`)
    await page.waitForElement(heading('Your scorecard', 2))
    const vendor = vendors[0].name
    for (const [key, score] of MARKS) {
      await page.click({ css: 'label', name: String(score), within: `[aria-label="${labelOf(key)} score for ${vendor}"]` })
    }
    await page.waitForText(`${MARKS.length} of ${vendors.length * SCORE_CRITERIA.length} scored`)
    await page.waitForElement(waitingBadge(MARKS.length))

    await serverComesBack(page, proxy)
    assert.equal(landedChanges(proxy, 'boardScore.set', from), MARKS.length, 'each score was sent once')
    const scores = await apiInPage(page, 'GET', `/api/boards/${boardId}/scores`)
    assert.equal(scores.status, 200)
    const mine = (scores.json as { scores: { itemId: number; criterion: string; score: number }[] }).scores
    assert.deepEqual(
      mine.map((s) => [s.itemId, s.criterion, s.score]).sort(),
      MARKS.map(([key, score]) => [vendors[0].id, key, score]).sort(),
    )
  },
}
