// What the Renewals page lists: each subscription with its dates seen from the person's day (their
// device's time zone), its cost per year in the workspace's currency, its owner's name, and how
// urgent its notice deadline is; sorted by notice deadline, soonest first, ended terms last.
import { renewalDates, type RenewalDates } from '../../../sync/rules/renewal-dates'
import { costPerYear } from '../../../sync/rules/subscriptions'
import type { Subscription } from '../../../sync/schemas'

/** overdue: the notice deadline has passed; soon: within 30 days; later: further away; ended: nothing renews. */
export type Urgency = 'overdue' | 'soon' | 'later' | 'ended'

export const SOON_DAYS = 30

export interface RenewalRow {
  subscription: Subscription
  dates: RenewalDates
  costPerYear: number
  ownerName: string
  urgency: Urgency
}

const urgencyOf = (dates: RenewalDates): Urgency =>
  dates.ended ? 'ended' : dates.daysToDeadline < 0 ? 'overdue' : dates.daysToDeadline <= SOON_DAYS ? 'soon' : 'later'

export function renewalRows(subscriptions: readonly Subscription[], today: string, currency: string, ownerName: (userId: number) => string): RenewalRow[] {
  return subscriptions
    .map((subscription) => {
      const dates = renewalDates(subscription, today)
      return { subscription, dates, costPerYear: costPerYear(subscription, currency), ownerName: ownerName(subscription.userId), urgency: urgencyOf(dates) }
    })
    .sort((a, b) => Number(a.dates.ended) - Number(b.dates.ended) || a.dates.noticeDeadline.localeCompare(b.dates.noticeDeadline) || a.subscription.name.localeCompare(b.subscription.name))
}

/** The yearly total of the subscriptions still running. */
export const yearlyTotal = (rows: readonly RenewalRow[]): number =>
  Math.round(rows.filter((r) => !r.dates.ended).reduce((sum, r) => sum + r.costPerYear, 0) * 100) / 100
