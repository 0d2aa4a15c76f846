// The Renewals page's calendar export (docs/renewals.md): one all-day event per notice deadline, on
// the device from its local copy and at GET /api/subscriptions/calendar.ics alike. A subscription
// whose term has ended has no deadline left and no event. The UID names the subscription and its
// deadline, so importing the file again updates the same events.
import { formatDay, localDay } from './dates'
import { writeCalendar } from './icalendar'
import { renewalDates, type RenewalTerms } from './renewal-dates'
import { formatMoney } from './money'

export interface CalendarSubscription extends RenewalTerms {
  id: number
  name: string
  cost: number
  currency: string
}

export function renewalCalendar(name: string, subscriptions: readonly CalendarSubscription[], now: Date, today = localDay(now)): string {
  const events = subscriptions.flatMap((s) => {
    const dates = renewalDates(s, today)
    if (dates.ended) return []
    return [{
      uid: `subscription-${s.id}-notice-${dates.noticeDeadline}@vetted`,
      day: dates.noticeDeadline,
      summary: `Notice deadline: ${s.name}`,
      description: `${s.name} ${s.autoRenew ? 'renews' : 'ends'} ${formatDay(dates.renewalDate, 'text')} (${formatMoney(s.cost, s.currency)} per ${s.term === 'annual' ? 'year' : 'month'}). Give notice by this day to change or cancel it.`,
    }]
  })
  return writeCalendar(name, events, now)
}
