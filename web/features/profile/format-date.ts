// Dates on the profile in the spec's en-US short format (visitor spec 9), e.g. "Jan 5, 2026".
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

export function formatShortDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date)
}
