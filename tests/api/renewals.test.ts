// Subscriptions and renewals over REST (docs/renewals.md): an approved request becomes a subscription;
// a workspace admin adds one bought elsewhere; who reads and changes what; every bad input a 400 that
// changes nothing; the feed brings the rows to members and takes them from a removed one; reminders
// sent once across a restart with a moved clock, their mail retried after a failure; the .ics export.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { defaultConfig } from '../../api/context'
import { openDatabase } from '../../api/db/connection'
import { runRenewalReminders } from '../../api/renewals/renewal-reminders'
import { callsAs, readFeed } from './board-team-fixtures'
import { makeHarness, type Harness } from './harness'
import { makePlan, makeWorkspace } from './workspace-fixtures'

let h: Harness
let clock = Date.parse('2026-11-27T09:00:00Z')
beforeAll(async () => {
  h = await makeHarness({ now: () => clock })
})

const as = (cookie: string) => callsAs(h, cookie)
const bought = (workspaceId: number | null, over: Record<string, unknown> = {}) => ({
  workspaceId, name: 'Figma Organization', cost: 45, currency: 'USD', term: 'monthly', startDate: '2026-01-31', autoRenew: true, noticeDays: 30, ...over,
})
const rowCount = async () => await h.db.value('SELECT COUNT(*) FROM subscriptions')

describe('subscriptions from requests', () => {
  it('records a workspace request once its approvers approve it, with its terms', async () => {
    const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver' })
    const plan = await makePlan(h, 20)
    const order = (await as(ws.members.mo.cookie).post('/api/orders', { ...plan, users: 5, workspaceId: ws.id })).body
    expect(order.approvalStatus).toBe('awaiting')
    expect((await as(ws.members.mo.cookie).get(`/api/subscriptions?workspaceId=${ws.id}`)).body).toEqual([])
    expect((await as(ws.members.ap.cookie).post(`/api/orders/${order.id}/decision`, { decision: 'approve', round: 1, seen: 0 })).status).toBe(201)
    const list = (await as(ws.members.mo.cookie).get(`/api/subscriptions?workspaceId=${ws.id}`)).body
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      userId: ws.members.mo.id, workspaceId: ws.id, orderId: order.id, productId: plan.productId, cost: 100, currency: 'USD', term: 'monthly',
      startDate: new Date().toISOString().slice(0, 10), autoRenew: true, noticeDays: 30, status: 'active', reviewBoardId: null,
    })
    // Vetted's admin approving it too makes no second one.
    expect((await h.admin('patch', `/api/admin/orders/${order.id}`).send({ status: 'approved' })).status).toBe(200)
    expect((await as(ws.members.mo.cookie).get(`/api/subscriptions?workspaceId=${ws.id}`)).body).toHaveLength(1)
  })

  it('records a request made alone when Vetted approves it, and a declined one never', async () => {
    const buyer = await h.addUser('alone-buyer')
    const plan = await makePlan(h, 30)
    const order = (await as(buyer.cookie).post('/api/orders', { ...plan, users: 2 })).body
    const other = (await as(buyer.cookie).post('/api/orders', { ...plan, users: 3 })).body
    expect((await h.admin('patch', `/api/admin/orders/${other.id}`).send({ status: 'declined' })).status).toBe(200)
    expect((await as(buyer.cookie).get('/api/subscriptions')).body).toEqual([])
    expect((await h.admin('patch', `/api/admin/orders/${order.id}`).send({ status: 'approved' })).status).toBe(200)
    const list = (await as(buyer.cookie).get('/api/subscriptions')).body
    expect(list).toMatchObject([{ orderId: order.id, workspaceId: null, userId: buyer.id, cost: 60 }])
  })
})

describe('roles', () => {
  it('lets only a workspace admin add one bought elsewhere, for a member as owner', async () => {
    const ws = await makeWorkspace(h, { mo: 'member', ap: 'approver' })
    const before = await rowCount()
    const byMember = await as(ws.members.mo.cookie).post('/api/subscriptions', bought(ws.id))
    expect(byMember.status).toBe(403)
    expect(byMember.body.message).toBe('Only a workspace admin can add a subscription bought elsewhere')
    expect((await as(ws.members.ap.cookie).post('/api/subscriptions', bought(ws.id))).status).toBe(403)
    const stranger = await h.addUser('renewal-stranger')
    expect((await as(stranger.cookie).post('/api/subscriptions', bought(ws.id))).status).toBe(404)
    const foreignOwner = await as(ws.admin.cookie).post('/api/subscriptions', bought(ws.id, { ownerId: stranger.id }))
    expect(foreignOwner.status).toBe(400)
    expect(foreignOwner.body.errors.ownerId).toBe('The owner is a member of the workspace')
    expect(await rowCount()).toBe(before)
    const added = await as(ws.admin.cookie).post('/api/subscriptions', bought(ws.id, { ownerId: ws.members.mo.id, vendorId: 1 }))
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ userId: ws.members.mo.id, workspaceId: ws.id, vendorId: 1, orderId: null, name: 'Figma Organization', status: 'active' })
  })

  it('lets admins and the owner change it, other members only read it, and hides it from everyone else (404)', async () => {
    const ws = await makeWorkspace(h, { mo: 'member', other: 'member' })
    const sub = (await as(ws.admin.cookie).post('/api/subscriptions', bought(ws.id, { ownerId: ws.members.mo.id }))).body
    const path = `/api/subscriptions/${sub.id}`
    expect((await as(ws.members.mo.cookie).patch(path, { noticeDays: 60 })).body.noticeDays).toBe(60)
    expect((await as(ws.admin.cookie).post(`${path}/status`, { status: 'cancel-at-term' })).body.status).toBe('cancel-at-term')
    const byOther = await as(ws.members.other.cookie).patch(path, { noticeDays: 10 })
    expect(byOther.status).toBe(403)
    expect((await as(ws.members.other.cookie).get(path)).body.noticeDays).toBe(60)
    const newOwner = await as(ws.members.mo.cookie).patch(path, { ownerId: ws.members.other.id })
    expect(newOwner.status).toBe(403)
    expect(newOwner.body.message).toBe('Only a workspace admin can give a subscription another owner')
    expect((await as(ws.admin.cookie).patch(path, { ownerId: ws.members.other.id })).body.userId).toBe(ws.members.other.id)
    const stranger = await h.addUser('renewal-outsider')
    for (const res of [
      await as(stranger.cookie).get(path),
      await as(stranger.cookie).patch(path, { noticeDays: 1 }),
      await as(stranger.cookie).get(`/api/subscriptions?workspaceId=${ws.id}`),
    ]) {
      expect(res.status).toBe(404)
    }
    expect((await as(ws.admin.cookie).get(path)).body).toMatchObject({ noticeDays: 60, status: 'cancel-at-term' })
  })

  it('deletes a deleted account’s own subscriptions, and those of a workspace it leaves empty', async () => {
    const ws = await makeWorkspace(h, {})
    const own = (await as(ws.admin.cookie).post('/api/subscriptions', bought(null))).body
    const shared = (await as(ws.admin.cookie).post('/api/subscriptions', bought(ws.id))).body
    expect(own.workspaceId).toBeNull()
    expect((await h.admin('delete', `/api/admin/users/${ws.admin.id}`)).status).toBe(204)
    expect(await h.db.all('SELECT id FROM subscriptions WHERE id IN (?, ?)', own.id, shared.id)).toEqual([])
  })

  it('starts a renewal review on the caller’s own board only', async () => {
    const ws = await makeWorkspace(h, { mo: 'member' })
    const sub = (await as(ws.admin.cookie).post('/api/subscriptions', bought(ws.id, { ownerId: ws.members.mo.id }))).body
    const theirs = (await as(ws.admin.cookie).post('/api/boards', { name: 'Admin board', type: 'vendor', items: [] })).body
    const refused = await as(ws.members.mo.cookie).post(`/api/subscriptions/${sub.id}/review`, { boardId: theirs.id })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.boardId).toBe('Not a board of yours')
    const own = (await as(ws.members.mo.cookie).post('/api/boards', { name: 'Renewal review', type: 'vendor', items: [{ itemId: 1 }] })).body
    const started = await as(ws.members.mo.cookie).post(`/api/subscriptions/${sub.id}/review`, { boardId: own.id })
    expect(started.body).toMatchObject({ status: 'in-review', reviewBoardId: own.id })
  })
})

describe('bad input', () => {
  it('answers 400 with the field and changes nothing', async () => {
    const ws = await makeWorkspace(h, {})
    const admin = as(ws.admin.cookie)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ noticeDays: -1 }, 'noticeDays', 'The notice period is 0 to 365 days'],
      [{ noticeDays: 366 }, 'noticeDays', 'The notice period is 0 to 365 days'],
      [{ startDate: '2026-02-30' }, 'startDate', 'The start date is a calendar day (yyyy-mm-dd)'],
      [{ startDate: 'soon' }, 'startDate', 'The start date is a calendar day (yyyy-mm-dd)'],
      [{ cost: -5 }, 'cost', 'The cost is 0 or more'],
      [{ cost: 10_000_001 }, 'cost', 'The cost is at most 10,000,000'],
      [{ term: 'weekly' }, 'term', 'The term is monthly or annual'],
      [{ currency: 'JPY' }, 'currency', 'The currency is one of USD, EUR, GBP'],
      [{ name: '  ' }, 'name', 'Give the subscription a name'],
      [{ productId: 999_999 }, 'productId', 'No product has this id'],
    ]
    const before = await rowCount()
    for (const [over, field, message] of cases) {
      const res = await admin.post('/api/subscriptions', bought(ws.id, over))
      expect(res.status, JSON.stringify(over)).toBe(400)
      expect(res.body.errors[field]).toBe(message)
    }
    expect(await rowCount()).toBe(before)
    const sub = (await admin.post('/api/subscriptions', bought(ws.id))).body
    const edit = await admin.patch(`/api/subscriptions/${sub.id}`, { noticeDays: 400 })
    expect(edit.status).toBe(400)
    expect((await admin.post(`/api/subscriptions/${sub.id}/status`, { status: 'gone' })).status).toBe(400)
    expect((await admin.get(`/api/subscriptions/${sub.id}`)).body).toMatchObject({ noticeDays: 30, status: 'active', version: sub.version })
  })
})

describe('the feed', () => {
  it('brings a workspace’s subscriptions to its members and deletes them from a removed member', async () => {
    const ws = await makeWorkspace(h, { mo: 'member' })
    const sub = (await as(ws.admin.cookie).post('/api/subscriptions', bought(ws.id))).body
    const first = await readFeed(h, ws.members.mo.cookie)
    expect(first.changes.filter((c) => c.entity === 'subscription' && c.op === 'put').map((c) => c.data?.id)).toContain(sub.id)
    const stranger = await h.addUser('renewal-feed-stranger')
    expect((await readFeed(h, stranger.cookie)).changes.filter((c) => c.entity === 'subscription' && c.op === 'put')).toEqual([])
    expect((await as(ws.admin.cookie).delete(`/api/workspaces/${ws.id}/members/${ws.members.mo.memberId}`)).status).toBe(204)
    const after = await readFeed(h, ws.members.mo.cookie, first.next)
    expect(after.changes.find((c) => c.entity === 'subscription' && c.id === sub.id)?.op).toBe('delete')
  })
})

describe('reminders', () => {
  const remindersOf = async (subscriptionId: number) =>
    await h.db.all('SELECT threshold, notice_deadline AS deadline, mailed_at IS NOT NULL AS mailed FROM renewal_reminders WHERE subscription_id = ? ORDER BY created_at, threshold', subscriptionId)
  const notificationsOf = async (subscriptionId: number) =>
    await h.db.all<{ userId: number; excerpt: string }>(`SELECT user_id AS "userId", excerpt FROM notifications WHERE kind = 'renewal-reminder' AND subscription_id = ? ORDER BY id`, subscriptionId)

  it('sends the nearest reminder only, each once across a restart, then the next threshold when the clock moves', async () => {
    clock = Date.parse('2026-11-27T09:00:00Z')
    const ws = await makeWorkspace(h, { mo: 'member' })
    // Annual from 2026-03-01 with 60 days notice: renews 2027-03-01, deadline 2026-12-31, 34 days away.
    const sub = (await as(ws.admin.cookie).post('/api/subscriptions', bought(ws.id, { name: 'Zoom Business', term: 'annual', startDate: '2026-03-01', noticeDays: 60, ownerId: ws.members.mo.id }))).body
    await runRenewalReminders(h.db, h.config)
    expect(await remindersOf(sub.id)).toEqual([{ threshold: 60, deadline: '2026-12-31', mailed: 1 }])
    expect(await notificationsOf(sub.id)).toEqual([{ userId: ws.members.mo.id, excerpt: 'Give notice by Dec 31, 2026 (34 days left); it renews Mar 1, 2027' }])
    const email = await h.db.value('SELECT email FROM users WHERE id = ?', ws.members.mo.id)
    expect(h.mailText()).toContain(`To: ${email}\nSubject: Renewal notice deadline: Zoom Business`)

    // A restart: a new connection and config on the same file, the same day.
    const restarted = openDatabase(h.dbPath)
    expect((await runRenewalReminders(restarted, { ...h.config, now: () => clock })).sent).toBe(0)
    await restarted.close()
    expect(await notificationsOf(sub.id)).toHaveLength(1)

    clock = Date.parse('2026-12-02T09:00:00Z') // 29 days left: the 30-day reminder
    await runRenewalReminders(h.db, h.config)
    await runRenewalReminders(h.db, h.config)
    expect((await remindersOf(sub.id)).map((r) => (r as { threshold: number }).threshold)).toEqual([60, 30])
    expect(await notificationsOf(sub.id)).toHaveLength(2)
    const feed = await readFeed(h, ws.members.mo.cookie)
    expect(feed.changes.filter((c) => c.entity === 'notification' && c.data?.kind === 'renewal-reminder' && c.data?.subscriptionId === sub.id)).toHaveLength(2)
  })

  it('reminds no owner who left the workspace', async () => {
    clock = Date.parse('2026-11-27T09:00:00Z')
    const ws = await makeWorkspace(h, { mo: 'member' })
    const sub = (await as(ws.admin.cookie).post('/api/subscriptions', bought(ws.id, { name: 'Miro', term: 'annual', startDate: '2026-03-01', noticeDays: 60, ownerId: ws.members.mo.id }))).body
    expect((await as(ws.members.mo.cookie).delete(`/api/workspaces/${ws.id}/members/${ws.members.mo.memberId}`)).status).toBe(204)
    await runRenewalReminders(h.db, h.config)
    expect(await remindersOf(sub.id)).toEqual([])
  })

  it('keeps a mail that failed due and sends it on the next run, without a second notification', async () => {
    clock = Date.parse('2026-11-27T09:00:00Z')
    const ws = await makeWorkspace(h, {})
    const sub = (await as(ws.admin.cookie).post('/api/subscriptions', bought(ws.id, { name: 'Notion Plus', term: 'annual', startDate: '2026-04-15', noticeDays: 30 }))).body
    // The mail folder is a file: writing the mail fails.
    const blocked = join(h.config.mailDir!, '..', 'blocked-mail')
    writeFileSync(blocked, '')
    const failing = defaultConfig({ ...h.config, mailDir: join(blocked, 'inner'), log: () => {} })
    expect(await runRenewalReminders(h.db, failing)).toMatchObject({ sent: 1, mailed: 0 })
    expect(await remindersOf(sub.id)).toEqual([{ threshold: 120, deadline: '2027-03-16', mailed: 0 }])
    expect(h.mailText()).not.toContain('Notion Plus')
    expect(await runRenewalReminders(h.db, h.config)).toMatchObject({ sent: 0, mailed: 1 })
    expect(await remindersOf(sub.id)).toEqual([{ threshold: 120, deadline: '2027-03-16', mailed: 1 }])
    expect(h.mailText()).toContain('Subject: Renewal notice deadline: Notion Plus')
    expect(await notificationsOf(sub.id)).toHaveLength(1)
  })
})

describe('calendar export', () => {
  it('answers the notice deadlines of a workspace as iCalendar events, to members only', async () => {
    clock = Date.parse('2026-11-27T09:00:00Z')
    const ws = await makeWorkspace(h, { mo: 'member' })
    const sub = (await as(ws.admin.cookie).post('/api/subscriptions', bought(ws.id, { name: 'Slack, Pro', term: 'annual', startDate: '2026-03-01', noticeDays: 60 }))).body
    const res = await as(ws.members.mo.cookie).get(`/api/subscriptions/calendar.ics?workspaceId=${ws.id}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toContain('text/calendar')
    expect(res.text).toContain('\r\nDTSTART;VALUE=DATE:20261231\r\n')
    expect(res.text).toContain(`UID:subscription-${sub.id}-notice-2026-12-31@vetted`)
    expect(res.text).toContain('SUMMARY:Notice deadline: Slack\\, Pro')
    const stranger = await h.addUser('renewal-ics-stranger')
    expect((await as(stranger.cookie).get(`/api/subscriptions/calendar.ics?workspaceId=${ws.id}`)).status).toBe(404)
  })
})
