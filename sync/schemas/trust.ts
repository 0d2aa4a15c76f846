// A vendor's trust profile: its security certifications, data protection terms and security contact,
// edited by administrators with the other vendor fields (they are columns of the vendor row, so they
// ride the catalogue's snapshot and change feed like every vendor field: docs/trust-profiles.md).
import { z } from 'zod'
import { isCalendarDay, shiftYears } from '../rules/dates'
import { email, flag } from './common'

export const SOC2_TYPES = ['none', 'type1', 'type2'] as const
export type Soc2Type = (typeof SOC2_TYPES)[number]
export const SOC2_TYPE_LABELS: Record<Soc2Type, string> = { none: 'None', type1: 'SOC 2 Type I', type2: 'SOC 2 Type II' }

/** The data residency regions a vendor may name, in the order shown. */
export const RESIDENCY_REGIONS = [
  { code: 'US', label: 'United States' },
  { code: 'EU', label: 'European Union' },
  { code: 'UK', label: 'United Kingdom' },
  { code: 'CH', label: 'Switzerland' },
  { code: 'CA', label: 'Canada' },
  { code: 'AU', label: 'Australia' },
  { code: 'JP', label: 'Japan' },
  { code: 'SG', label: 'Singapore' },
  { code: 'IN', label: 'India' },
  { code: 'BR', label: 'Brazil' },
] as const
export type ResidencyRegion = (typeof RESIDENCY_REGIONS)[number]['code']
const REGION_CODES = RESIDENCY_REGIONS.map((r) => r.code) as [ResidencyRegion, ...ResidencyRegion[]]

export const MAX_SUBPROCESSORS = 50
export const TRUST_MESSAGES = {
  day: 'Must be a real date (yyyy-mm-dd)',
  tooEarly: 'Must be on or after 2000-01-01',
  future: 'Cannot be in the future',
  tooLate: 'Must be within 10 years from today',
  region: `Must be one of ${REGION_CODES.join(', ')}`,
  subprocessors: `At most ${MAX_SUBPROCESSORS} subprocessors`,
} as const

const EARLIEST_DAY = '2000-01-01'
// "Today" on the server is its UTC day; a day of slack lets a person ahead of UTC enter their today.
const utcToday = () => new Date().toISOString().slice(0, 10)
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

/**
 * A calendar day "yyyy-mm-dd" that exists, from 2000 on: a day something happened (a report, a test)
 * is not in the future; a day something ends (a certificate's expiry) is at most 10 years ahead.
 */
const calendarDay = (kind: 'past' | 'expiry') =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .refine(isCalendarDay, TRUST_MESSAGES.day)
      .refine((day) => day >= EARLIEST_DAY, TRUST_MESSAGES.tooEarly)
      .refine(
        (day) => (kind === 'past' ? day <= shiftDays(utcToday(), 1) : day <= shiftYears(utcToday(), 10)),
        kind === 'past' ? TRUST_MESSAGES.future : TRUST_MESSAGES.tooLate,
      )
      .nullish(),
  )

function shiftDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** Regions as a list or one text ("EU; US" or "EU, US", as CSV cells and forms send them). */
const regionList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[;,]/).map((s) => s.trim().toUpperCase()).filter(Boolean) : v),
  z.array(z.enum(REGION_CODES, TRUST_MESSAGES.region)).max(REGION_CODES.length).transform((list) => [...new Set(list)]),
)
const subprocessorList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[;\n]/).map((s) => s.trim()).filter(Boolean) : v),
  z.array(z.string().trim().min(1).max(200, 'Each subprocessor name must be at most 200 characters')).max(MAX_SUBPROCESSORS, TRUST_MESSAGES.subprocessors),
)

/** The trust fields of the vendor inputs (create and update). */
export const trustInputFields = {
  soc2Type: z.enum(SOC2_TYPES, 'Must be none, type1 or type2').optional(),
  soc2PeriodEnd: calendarDay('past'),
  soc2ReportDate: calendarDay('past'),
  iso27001Expiry: calendarDay('expiry'),
  gdprDpa: flag.optional(),
  hipaa: flag.optional(),
  penTestDate: calendarDay('past'),
  dataResidency: regionList.optional(),
  subprocessors: subprocessorList.optional(),
  securityContact: z.preprocess(blankToNull, email.nullish()),
}

/** The trust fields of the vendor row. */
export const trustRowFields = {
  soc2Type: z.enum(SOC2_TYPES),
  soc2PeriodEnd: z.string().nullable(),
  soc2ReportDate: z.string().nullable(),
  iso27001Expiry: z.string().nullable(),
  gdprDpa: z.boolean(),
  hipaa: z.boolean(),
  penTestDate: z.string().nullable(),
  dataResidency: z.array(z.string()),
  subprocessors: z.array(z.string()),
  securityContact: z.string().nullable(),
}
export const trustProfileSchema = z.object(trustRowFields)
export type TrustProfileFields = z.infer<typeof trustProfileSchema>


export { EMPTY_TRUST_PROFILE } from '../rules/trust-profile'
