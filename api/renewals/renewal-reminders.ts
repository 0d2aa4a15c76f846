// Reminders of notice deadlines (docs/renewals.md, "Reminders"): 120, 90, 60 and 30 days before a
// subscription's notice deadline its owner gets a notification and a mail. Each is sent once, across
// restarts: its key (subscription, deadline, threshold) is a row of renewal_reminders written in the
// transaction that writes the notification; its mail goes out after, and stays due (mailed_at null)
// until it went out, so a mail that failed is sent by the next run. The job runs at start and every
// hour; its clock is the config's (config.now), which tests move.
import { formatDay } from '../../sync/rules/dates'
import { daysLeftText, dueReminder, renewalDates, utcDay } from '../../sync/rules/renewal-dates'
import type { Subscription } from '../../sync/schemas'
import type { Config } from '../context'
import type { Db } from '../db/connection'
import { findById, findWhere, insertRow } from '../db/repo'
import { notificationsTable, subscriptionsTable, usersTable, workspacesTable } from '../db/tables'
import { sendMail } from '../mail/mailer'
import { roleIn } from '../workspaces/workspaces-repo'

export const REMINDER_INTERVAL_MS = 60 * 60 * 1000

interface DueReminder {
  subscription: Subscription
  deadline: string
  renewal: string
  daysLeft: number
  threshold: number
}

const words = (r: DueReminder) => `Give notice by ${formatDay(r.deadline, 'text')} (${daysLeftText(r.daysLeft)}); it renews ${formatDay(r.renewal, 'text')}`

/** Writes the reminder's key and its notification in one transaction; false when it was sent before. */
async function recordReminder(db: Db, r: DueReminder, now: number): Promise<boolean> {
  return await db.transaction(async (tx) => {
    const sent = await tx.get('SELECT 1 FROM renewal_reminders WHERE subscription_id = ? AND notice_deadline = ? AND threshold = ?', r.subscription.id, r.deadline, r.threshold)
    if (sent) return false
    const at = new Date(now).toISOString()
    const workspace = r.subscription.workspaceId === null ? undefined : await findById(tx, workspacesTable, r.subscription.workspaceId)
    const notification = await insertRow(tx, notificationsTable, {
      userId: r.subscription.userId, kind: 'renewal-reminder', boardId: null, itemId: null, commentId: null, boardName: workspace?.name ?? null,
      itemName: r.subscription.name, authorName: 'Vetted', excerpt: words(r), orderId: null, workspaceId: r.subscription.workspaceId,
      subscriptionId: r.subscription.id, readAt: null, createdAt: at, updatedAt: at,
    })
    await tx.run('INSERT INTO renewal_reminders (subscription_id, notice_deadline, threshold, user_id, notification_id, mailed_at, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?)', r.subscription.id, r.deadline, r.threshold, r.subscription.userId, notification.id, at)
    return true
  })
}

interface UnmailedRow {
  subscription_id: number
  notice_deadline: string
  threshold: number
  user_id: number
  excerpt: string
  item_name: string
}

/** Mails each reminder whose mail has not gone out; one that fails stays due for the next run. */
async function mailDue(db: Db, config: Config, now: number): Promise<number> {
  const due = await db.all<UnmailedRow>(`SELECT r.subscription_id, r.notice_deadline, r.threshold, r.user_id, n.excerpt, n.item_name
    FROM renewal_reminders r JOIN notifications n ON n.id = r.notification_id WHERE r.mailed_at IS NULL ORDER BY r.created_at`)
  let mailed = 0
  for (const row of due) {
    const user = await findById(db, usersTable, row.user_id)
    try {
      await db.transaction(async (tx) => {
        if (user?.email) {
          await sendMail(tx, config, {
            to: user.email,
            subject: `Renewal notice deadline: ${row.item_name}`,
            body: ['Hello,', '', `${row.item_name}: ${row.excerpt}.`, '', `See your renewals at ${config.publicUrl}/renewals.`].join('\n'),
          })
        }
        await tx.run('UPDATE renewal_reminders SET mailed_at = ? WHERE subscription_id = ? AND notice_deadline = ? AND threshold = ?', new Date(now).toISOString(), row.subscription_id, row.notice_deadline, row.threshold)
      })
      mailed++
    } catch (err) {
      config.log(`Renewal reminder mail for subscription ${row.subscription_id} failed, retried next run: ${(err as Error).message}`)
    }
  }
  return mailed
}

/**
 * Whether the owner is there to remind: an account that exists and, for a workspace's subscription, is
 * still an active member (one who left is reminded of nothing until an admin gives it a new owner).
 */
async function ownerReminded(db: Db, subscription: Subscription): Promise<boolean> {
  if (!await findById(db, usersTable, subscription.userId)) return false
  return subscription.workspaceId === null || await roleIn(db, subscription.userId, subscription.workspaceId) !== null
}

/** One run: the reminders due today (the server's UTC day), then every mail still due. */
export async function runRenewalReminders(db: Db, config: Config): Promise<{ sent: number; mailed: number }> {
  const now = config.now()
  const today = utcDay(now)
  let sent = 0
  for (const subscription of await findWhere(db, subscriptionsTable, '1 = 1 ORDER BY id')) {
    if (!await ownerReminded(db, subscription)) continue
    const dates = renewalDates(subscription, today)
    const threshold = dates.ended ? null : dueReminder(dates.daysToDeadline)
    if (threshold === null) continue
    const reminder = { subscription, deadline: dates.noticeDeadline, renewal: dates.renewalDate, daysLeft: dates.daysToDeadline, threshold }
    if (await recordReminder(db, reminder, now)) sent++
  }
  return { sent, mailed: await mailDue(db, config, now) }
}

/** Runs at once, then every hour; returns its stop. */
export async function startRenewalReminders(db: Db, config: Config): Promise<() => void> {
  const run = async () => {
    try {
      await runRenewalReminders(db, config)
    } catch (err) {
      config.log(`Renewal reminders failed: ${(err as Error).message}`)
    }
  }
  await run()
  const timer = setInterval(() => void run(), REMINDER_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
