// Dates in the admin area are shown in short US format (admin spec 2): 11/22/2026.
const shortUs = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', year: 'numeric' })

export function formatShortDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : shortUs.format(date)
}
