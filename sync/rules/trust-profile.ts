// What a vendor's trust profile says to a buyer (docs/trust-profiles.md): whether there is one, the
// "stale" marks (a SOC 2 report more than 12 months old, an ISO 27001 certificate past its expiry),
// and which certifications the vendor holds for the marketplace filter. Days are calendar days
// ("yyyy-mm-dd") compared as text against the person's own today (localDay in dates.ts), so the
// answer never shifts with a time zone. A row stored before the profile existed lacks its fields:
// it reads as no profile.
import { shiftYears } from './dates'
import type { TrustProfileFields } from '../schemas/trust'

/** A vendor without a trust profile: the values every trust field starts at. */
export const EMPTY_TRUST_PROFILE: TrustProfileFields = {
  soc2Type: 'none', soc2PeriodEnd: null, soc2ReportDate: null, iso27001Expiry: null, gdprDpa: false, hipaa: false,
  penTestDate: null, dataResidency: [], subprocessors: [], securityContact: null,
}

/** The profile's fields, each missing one at its empty value. */
export function trustProfileOf(vendor: Partial<TrustProfileFields>): TrustProfileFields {
  const out = { ...EMPTY_TRUST_PROFILE }
  for (const key of Object.keys(out) as (keyof TrustProfileFields)[]) {
    if (vendor[key] !== undefined) Object.assign(out, { [key]: vendor[key] })
  }
  return out
}

/** Whether the vendor states anything of a trust profile. */
export function hasTrustProfile(vendor: Partial<TrustProfileFields>): boolean {
  const p = trustProfileOf(vendor)
  return p.soc2Type !== 'none' || !!p.soc2PeriodEnd || !!p.soc2ReportDate || !!p.iso27001Expiry || p.gdprDpa || p.hipaa ||
    !!p.penTestDate || p.dataResidency.length > 0 || p.subprocessors.length > 0 || !!p.securityContact
}

/** A SOC 2 report is stale when it is dated more than 12 months before `today` (the same day a year ago is not yet stale). */
export function isReportStale(reportDate: string | null | undefined, today: string): boolean {
  return !!reportDate && reportDate < shiftYears(today, -1)
}

/** A certificate is expired once its expiry day has passed (it is valid through that day). */
export function isCertificateExpired(expiry: string | null | undefined, today: string): boolean {
  return !!expiry && expiry < today
}

export type Certification = 'soc2' | 'iso27001' | 'gdpr' | 'hipaa'

/** The marketplace filter's certifications, in the order shown. */
export const CERTIFICATIONS: readonly { value: Certification; label: string }[] = [
  { value: 'soc2', label: 'SOC 2' },
  { value: 'iso27001', label: 'ISO 27001' },
  { value: 'gdpr', label: 'GDPR DPA' },
  { value: 'hipaa', label: 'HIPAA' },
]

/**
 * Whether the vendor holds the certification on `today`: a SOC 2 report of either type (a stale one
 * still counts, marked stale on the vendor page), an ISO 27001 certificate not yet expired, a GDPR DPA
 * on offer, HIPAA compliance.
 */
export function holdsCertification(vendor: Partial<TrustProfileFields>, certification: Certification, today: string): boolean {
  switch (certification) {
    case 'soc2': return vendor.soc2Type === 'type1' || vendor.soc2Type === 'type2'
    case 'iso27001': return !!vendor.iso27001Expiry && !isCertificateExpired(vendor.iso27001Expiry, today)
    case 'gdpr': return vendor.gdprDpa === true
    case 'hipaa': return vendor.hipaa === true
  }
}

/**
 * The "Security & compliance" score a board's criterion starts from, 0 to 5 in tenths, or null with no
 * profile (no score, as a missing rating). Points: SOC 2 Type II 2, Type I 1.5, half a point less when
 * its report is stale; ISO 27001 not expired 1; GDPR DPA 0.5; HIPAA 0.5; a penetration test within 12
 * months 0.5; a security contact 0.25; data residency stated 0.25.
 */
export function securityComplianceScore(vendor: Partial<TrustProfileFields>, today: string): number | null {
  const p = trustProfileOf(vendor)
  if (!hasTrustProfile(p)) return null
  let score = p.soc2Type === 'type2' ? 2 : p.soc2Type === 'type1' ? 1.5 : 0
  if (score > 0 && isReportStale(p.soc2ReportDate, today)) score -= 0.5
  if (holdsCertification(p, 'iso27001', today)) score += 1
  if (p.gdprDpa) score += 0.5
  if (p.hipaa) score += 0.5
  if (p.penTestDate && !isReportStale(p.penTestDate, today)) score += 0.5
  if (p.securityContact) score += 0.25
  if (p.dataResidency.length > 0) score += 0.25
  return Math.round(score * 10) / 10
}
