// Demo trust profiles (sync/schemas/trust.ts): most vendors have one, some current, some with a SOC 2
// report older than 12 months or an expired ISO 27001 certificate, and some none, so the Trust
// section's marks and the certification filter have something to show. Dates are relative to the
// seeding day, so the demo stays lived-in whenever it is started.
import { EMPTY_TRUST_PROFILE as NO_PROFILE, type TrustProfileFields } from '../../../sync/schemas'

const day = (now: Date, months: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, Math.min(now.getUTCDate(), 28)))
  return d.toISOString().slice(0, 10)
}
const slugPart = (slug: string) => slug.replace(/-/g, '')

/** The `seq`-th demo vendor's trust profile: one of six patterns in turn, two of them empty. */
export function demoTrustProfile(seq: number, slug: string, now = new Date()): TrustProfileFields {
  const contact = `security@${slugPart(slug)}.example`
  switch (seq % 6) {
    case 0: return {
      soc2Type: 'type2', soc2PeriodEnd: day(now, -5), soc2ReportDate: day(now, -4), iso27001Expiry: day(now, 14),
      gdprDpa: true, hipaa: true, penTestDate: day(now, -3), dataResidency: ['US', 'EU'],
      subprocessors: ['Amazon Web Services', 'Cloudflare', 'Stripe'], securityContact: contact,
    }
    case 2: return {
      ...NO_PROFILE, soc2Type: 'type2', soc2PeriodEnd: day(now, -16), soc2ReportDate: day(now, -15), iso27001Expiry: day(now, 8),
      gdprDpa: true, penTestDate: day(now, -11), dataResidency: ['EU', 'UK'], subprocessors: ['Google Cloud', 'Twilio'], securityContact: contact,
    }
    case 3: return {
      ...NO_PROFILE, soc2Type: 'type1', soc2PeriodEnd: day(now, -3), soc2ReportDate: day(now, -2), iso27001Expiry: day(now, -2),
      dataResidency: ['US'], subprocessors: ['Microsoft Azure'], securityContact: contact,
    }
    case 5: return { ...NO_PROFILE, gdprDpa: true, penTestDate: day(now, -7), dataResidency: ['EU'] }
    default: return NO_PROFILE
  }
}
