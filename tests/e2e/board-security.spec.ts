// "Security & compliance" on an evaluation board, as a buyer uses it: they add the criterion to their
// board, each vendor's score shows pre-filled from its trust profile (linked to the vendor's Trust tab)
// and a vendor without one shows "No trust profile"; offline, they give that vendor their own score,
// which wins and re-ranks the board at once, and back online the score is stored on the server; taking
// it back hands the cell to the trust profile again.
import { expect, test } from './base-test'
import { localRowCount, newUser, registerUser } from './account-helpers'
import { localDay } from '../../sync/rules/dates'
import { hasTrustProfile, securityComplianceScore } from '../../sync/rules/trust-profile'
import type { Vendor } from '../../sync/schemas'

const NO_WEIGHTS = { security: 0, value: 0, support: 0, easeOfUse: 0, features: 0, price: 0 }

test('a buyer adds Security & compliance, sees it pre-filled from trust profiles and overrides it offline', async ({ page, baseURL, request }) => {
  test.slow()
  const vendors = (await (await request.get('/api/vendors')).json()) as Vendor[]
  const today = localDay(new Date())
  // A profile scoring above 0 and below 5, so it leads before the override and trails after it.
  const profiled = vendors.find((v) => { const s = securityComplianceScore(v, today); return s !== null && s > 0 && s < 5 })!
  const bare = vendors.find((v) => !hasTrustProfile(v))!
  const expected = securityComplianceScore(profiled, today)!

  await registerUser(page.request, baseURL!, newUser())
  // Every standard weight at 0: once added, Security & compliance alone makes the weighted score.
  const created = await page.request.post('/api/boards', {
    headers: { Origin: baseURL! }, data: { name: 'Security review', type: 'vendor', items: [{ itemId: bare.id }, { itemId: profiled.id }], weights: NO_WEIGHTS },
  })
  expect(created.status()).toBe(201)
  const board = (await created.json()) as { id: number }
  await page.goto(`/evaluation-center/${board.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Security review' })).toBeVisible({ timeout: 20_000 })
  const matrix = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: /^Weighted score/ }) })
  const ranking = page.getByTestId('ranking').getByRole('listitem')
  await expect(ranking).toHaveText([new RegExp(`${bare.name}.*n/a`), new RegExp(`${profiled.name}.*n/a`)], { timeout: 15_000 })
  await expect(matrix.getByRole('rowheader', { name: /^Security & compliance/ })).toHaveCount(0)

  await page.getByRole('button', { name: 'Add Security & compliance' }).click()
  await expect(page.getByLabel('Security & compliance weight')).toHaveValue('5')
  const cells = page.getByTestId('security-cell')
  await expect(cells).toHaveCount(2)
  await expect(cells.nth(0)).toContainText('No trust profile')
  await expect(cells.nth(0)).not.toContainText('0.0')
  await expect(cells.nth(1)).toContainText(expected.toFixed(1))
  await expect(cells.nth(1)).toContainText('From the trust profile')
  await expect(page.getByRole('region', { name: 'How these scores work' })).toContainText('This board also weighs Security & compliance')
  await expect(cells.nth(1).getByRole('link', { name: `${profiled.name}'s trust profile` })).toHaveAttribute('href', `/vendors/${profiled.slug}?tab=trust`)
  await expect(ranking).toHaveText([new RegExp(`#1.*${profiled.name}.*${expected.toFixed(2)}`), new RegExp(`#2.*${bare.name}.*0\\.00`)])

  // Offline, the buyer scores the vendor without a profile themselves: their score wins at once.
  await page.context().setOffline(true)
  await page.getByLabel(`Your Security & compliance score for ${bare.name}`).selectOption('5')
  await expect(cells.nth(0)).toContainText('5.0')
  await expect(cells.nth(0)).toContainText('Your score')
  await expect(cells.nth(0)).toContainText('No trust profile')
  await expect(ranking).toHaveText([new RegExp(`#1.*${bare.name}.*5\\.00`), new RegExp(`#2.*${profiled.name}.*${expected.toFixed(2)}`)])
  // The score waits in the device's outbox.
  await expect.poll(() => localRowCount(page, 'outbox')).toBeGreaterThan(0)

  // Back online, the criterion and the score are the board's on the server.
  await page.context().setOffline(false)
  await expect.poll(() => localRowCount(page, 'outbox'), { timeout: 30_000 }).toBe(0)
  const saved = (await (await page.request.get(`/api/boards/${board.id}`)).json()) as { weights: Record<string, number> }
  expect(saved.weights).toEqual({ ...NO_WEIGHTS, securityCompliance: 5 })
  const { scores } = (await (await page.request.get(`/api/boards/${board.id}/scores`)).json()) as { scores: { itemId: number; criterion: string; score: number }[] }
  expect(scores.map(({ itemId, criterion, score }) => ({ itemId, criterion, score }))).toEqual([{ itemId: bare.id, criterion: 'securityCompliance', score: 5 }])
  // Taking the score back puts the trust profile's figure (here: none) in charge again, on the server too.
  await page.getByLabel(`Your Security & compliance score for ${bare.name}`).selectOption('Use the trust profile')
  await expect(cells.nth(0)).not.toContainText('Your score')
  await expect(ranking).toHaveText([new RegExp(`#1.*${profiled.name}.*${expected.toFixed(2)}`), new RegExp(`#2.*${bare.name}.*0\\.00`)])
  await expect.poll(async () => ((await (await page.request.get(`/api/boards/${board.id}/scores`)).json()) as { scores: unknown[] }).scores, { timeout: 30_000 }).toEqual([])
  // Scoring one's own board makes no team of it.
  await expect(page.getByText('Team board', { exact: true })).toHaveCount(0)
})
