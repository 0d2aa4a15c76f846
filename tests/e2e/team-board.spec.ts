// A buying team on one board, two people in two browsers: the owner invites a colleague by username as
// an evaluator; the invitation shows in the colleague's Evaluation Center, and accepting brings the
// board. Each scores offline on their own device, seeing only their own scores; back online, both
// scorecards arrive. The owner reveals the results once both have submitted, and the team view shows
// both scores and exports them as CSV. A comment written offline with an @mention reaches the owner
// live and shows in the owner's notifications. The owner undoes their own last change, records the
// decision (it reaches the colleague and closes the comments), and subscribes to the chosen vendor's
// product: the order request links back to the board.
import { readFile } from 'node:fs/promises'
import { expect, test, type Browser, type Page } from './base-test'
import { expectToast, newUser, registerUser, type TestUser } from './account-helpers'

interface Vendor { id: number; name: string }

async function personAt(browser: Browser, baseURL: string, path: string): Promise<{ page: Page; user: TestUser; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  const user = newUser()
  await registerUser(page.request, baseURL, user)
  await page.goto(path)
  return { page, user, close: () => context.close() }
}

async function score(page: Page, vendor: string, criterion: string, value: number) {
  await page.getByRole('radiogroup', { name: `${criterion} score for ${vendor}` }).getByText(String(value), { exact: true }).click()
}

test('a team scores blind and offline, reveals, comments, undoes, decides and orders', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000)
  // The first vendor has a product to subscribe to: the decision's choice leads to its order request.
  const [product] = (await (await request.get('/api/products')).json()) as { vendorId: number; name: string }[]
  const all = (await (await request.get('/api/vendors')).json()) as Vendor[]
  const vendors = [all.find((v) => v.id === product.vendorId)!, ...all.filter((v) => v.id !== product.vendorId).slice(0, 2)]
  const colleague = await personAt(browser, baseURL!, '/evaluation-center')
  const owner = await personAt(browser, baseURL!, '/evaluation-center')
  try {
    const created = await owner.page.request.post('/api/boards', { headers: { Origin: baseURL! }, data: { name: 'CRM shortlist', type: 'vendor', items: vendors.map((v) => ({ itemId: v.id })) } })
    expect(created.status()).toBe(201)
    const board = (await created.json()) as { id: number }

    await owner.page.goto(`/evaluation-center/${board.id}`)
    const team = owner.page.getByRole('region', { name: 'Team' })
    await expect(team).toBeVisible({ timeout: 20_000 })
    await team.getByLabel('Username or email').fill(colleague.user.username)
    await team.getByLabel('Role').selectOption('Evaluator')
    await team.getByRole('button', { name: 'Invite' }).click()
    await expectToast(owner.page, 'Invitation sent', `${colleague.user.username} is invited as evaluator.`)
    await expect(team.getByRole('listitem').filter({ hasText: `@${colleague.user.username}` }).getByText('Invited')).toBeVisible({ timeout: 20_000 })

    const invitation = colleague.page.getByRole('region', { name: 'Invitations' }).getByRole('listitem', { name: 'CRM shortlist' })
    await expect(invitation).toBeVisible({ timeout: 30_000 })
    await expect(invitation).toContainText('invited you as evaluator')
    await invitation.getByRole('button', { name: 'Accept the invitation to CRM shortlist' }).click()
    await expectToast(colleague.page, 'Invitation accepted')
    await expect(colleague.page.getByRole('list', { name: 'My boards' }).getByRole('listitem').filter({ hasText: 'CRM shortlist' }).getByText('Team member')).toBeVisible({ timeout: 30_000 })
    await colleague.page.goto(`/evaluation-center/${board.id}`)
    await expect(colleague.page.getByRole('heading', { level: 1, name: 'CRM shortlist' })).toBeVisible({ timeout: 30_000 })
    await expect(colleague.page.getByText('Your role: Evaluator')).toBeVisible()
    await expect(colleague.page.getByRole('button', { name: 'Rename' })).toHaveCount(0)

    // Both score offline, on their own devices: each choice waits there to be sent.
    const people = [owner, colleague]
    for (const person of people) await person.page.context().setOffline(true)
    await score(colleague.page, vendors[0].name, 'Security', 4)
    await score(owner.page, vendors[0].name, 'Security', 2)
    await colleague.page.getByRole('button', { name: 'Submit scorecard' }).click()
    await expectToast(colleague.page, 'Scorecard submitted')
    await owner.page.getByRole('button', { name: 'Submit scorecard' }).click()
    for (const person of people) await expect(person.page.getByRole('button', { name: '2 changes waiting to sync' })).toBeVisible()
    // Back online, both scorecards arrive: the owner's screen counts both submitted.
    for (const person of people) await person.page.context().setOffline(false)
    await expect(team.getByText('2 of 2 scorecards submitted.', { exact: false })).toBeVisible({ timeout: 30_000 })

    // Blind: the server gives each only their own scores until the reveal.
    const scoresOf = async (page: Page) => ((await (await page.request.get(`/api/boards/${board.id}/scores`)).json()) as { scores: { score: number }[] }).scores.map((s) => s.score)
    expect(await scoresOf(colleague.page)).toEqual([4])

    await team.getByRole('button', { name: 'Reveal results' }).click()
    await owner.page.getByRole('alertdialog', { name: 'Reveal the results?' }).getByRole('button', { name: 'Reveal results' }).click()
    await expectToast(owner.page, 'Results revealed')
    await expect.poll(async () => (await scoresOf(colleague.page)).sort(), { timeout: 30_000 }).toEqual([2, 4])

    // The team view: the two scores of the first vendor's security, 4 and 2, as a mean of 3 and their spread.
    const results = owner.page.getByRole('region', { name: 'Team results' })
    await expect(results.getByRole('button', { name: `${vendors[0].name}, Security: mean 3.0, standard deviation 1.0, lowest 2, highest 4, 2 of 2 scored. Show each evaluator's score` }))
      .toBeVisible({ timeout: 30_000 })
    await expect(owner.page.getByRole('region', { name: 'Your scorecard' })).toHaveCount(0)
    const download = owner.page.waitForEvent('download')
    await results.getByRole('button', { name: 'Export team CSV' }).click()
    expect((await download).suggestedFilename()).toBe('crm-shortlist-team-results.csv')
    const csv = await readFile(await (await download).path(), 'utf8')
    expect(csv).toContain(`"${vendors[0].name}","Security","3.00","1.00","2","4",`)

    // A comment written offline with a mention waits on the device, then reaches the owner live and
    // shows in the owner's notifications, which lead back to the thread.
    const comments = colleague.page.getByRole('region', { name: 'Comments' })
    await colleague.page.context().setOffline(true)
    const box = comments.getByRole('textbox', { name: 'Comment' })
    await box.fill(`Ask @${owner.user.username.slice(0, 4)}`)
    await comments.getByRole('listbox', { name: 'Members to mention' }).getByRole('option').first().click()
    await expect(box).toHaveValue(`Ask @${owner.user.username} `)
    await box.pressSequentially('about SSO')
    await comments.getByRole('button', { name: 'Send' }).click()
    const comment = comments.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: 'about SSO' })
    await expect(comment.getByText('Waiting to sync')).toBeVisible()
    await colleague.page.context().setOffline(false)
    await expect(comment.getByText('Waiting to sync')).toHaveCount(0, { timeout: 30_000 })
    await expect(owner.page.getByRole('region', { name: 'Comments' }).getByRole('listitem').filter({ hasText: 'about SSO' })).toBeVisible({ timeout: 10_000 })
    await owner.page.getByRole('link', { name: 'Notifications, 1 unread' }).click()
    await owner.page.getByRole('link', { name: `${colleague.user.username} mentioned you on ${vendors[0].name} in CRM shortlist` }).click()
    await expect(owner.page.getByRole('heading', { name: `Comments on ${vendors[0].name}` })).toBeVisible({ timeout: 20_000 })
    await expect(owner.page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible({ timeout: 10_000 })

    // Undo takes back the owner's own last change: a vendor removed comes back.
    await owner.page.getByRole('button', { name: `Remove ${vendors[2].name}`, exact: true }).click()
    const activity = owner.page.getByRole('region', { name: 'Activity' })
    await expect(activity.getByRole('listitem').filter({ hasText: `You removed ${vendors[2].name}` })).toBeVisible({ timeout: 20_000 })
    await activity.getByRole('button', { name: 'Undo' }).click()
    await expectToast(owner.page, 'Undone', `Undid: removed ${vendors[2].name}`)
    await expect(owner.page.getByRole('button', { name: `Remove ${vendors[2].name}`, exact: true })).toBeVisible({ timeout: 20_000 })

    // The owner records the decision; it reaches the colleague, and leads to an order request that
    // links back to the board.
    await owner.page.getByRole('region', { name: 'Decision' }).getByRole('button', { name: 'Record decision' }).click()
    const decide = owner.page.getByRole('dialog', { name: 'Record the decision' })
    await decide.getByLabel('Chosen vendor').selectOption({ label: vendors[0].name })
    await decide.getByLabel('Rationale').fill('Best security scores from the team')
    await decide.getByRole('button', { name: 'Record decision' }).click()
    await expectToast(owner.page, 'Decision recorded')
    await expect(colleague.page.getByRole('heading', { level: 2, name: `Chosen: ${vendors[0].name}` })).toBeVisible({ timeout: 20_000 })
    await expect(colleague.page.getByRole('textbox', { name: 'Comment' })).toHaveCount(0)
    await owner.page.getByRole('link', { name: `Subscribe to ${product.name}` }).click()
    await expect(owner.page.getByTestId('chosen-on-board')).toHaveText('Chosen on board CRM shortlist', { timeout: 20_000 })
    await owner.page.getByRole('button', { name: 'Send subscription request' }).click()
    await expect(owner.page.getByRole('heading', { name: 'Request sent' })).toBeVisible({ timeout: 20_000 })
    await expect.poll(async () => ((await (await owner.page.request.get('/api/orders')).json()) as { boardId: number | null }[]).map((o) => o.boardId), { timeout: 15_000 })
      .toEqual([board.id])
    await owner.page.getByTestId('chosen-on-board').getByRole('link', { name: 'CRM shortlist' }).click()
    await expect(owner.page.getByRole('heading', { level: 1, name: 'CRM shortlist' })).toBeVisible({ timeout: 20_000 })
  } finally {
    await colleague.close()
    await owner.close()
  }
})
