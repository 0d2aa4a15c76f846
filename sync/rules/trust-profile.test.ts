import { describe, expect, it } from 'vitest'
import { EMPTY_TRUST_PROFILE, hasTrustProfile, holdsCertification, isCertificateExpired, isReportStale, securityComplianceScore, trustProfileOf } from './trust-profile'

describe('the stale rule', () => {
  it('marks a SOC 2 report dated more than 12 months before today', () => {
    expect(isReportStale('2025-05-14', '2026-05-15')).toBe(true)
    expect(isReportStale('2025-05-15', '2026-05-15')).toBe(false) // exactly 12 months: not yet
    expect(isReportStale('2026-01-01', '2026-05-15')).toBe(false)
    expect(isReportStale(null, '2026-05-15')).toBe(false)
  })
  it('counts a report of February 29 a year on from February 28', () => {
    expect(isReportStale('2024-02-28', '2025-02-28')).toBe(false)
    expect(isReportStale('2024-02-28', '2025-03-01')).toBe(true)
  })
  it('marks an ISO 27001 certificate once its expiry day has passed', () => {
    expect(isCertificateExpired('2026-05-14', '2026-05-15')).toBe(true)
    expect(isCertificateExpired('2026-05-15', '2026-05-15')).toBe(false)
    expect(isCertificateExpired(undefined, '2026-05-15')).toBe(false)
  })
})

describe('a profile', () => {
  it('is absent when nothing is stated, including on a row stored before profiles existed', () => {
    expect(hasTrustProfile(EMPTY_TRUST_PROFILE)).toBe(false)
    expect(hasTrustProfile({})).toBe(false)
    expect(trustProfileOf({ hipaa: true })).toEqual({ ...EMPTY_TRUST_PROFILE, hipaa: true })
    expect(hasTrustProfile({ dataResidency: ['EU'] })).toBe(true)
    expect(hasTrustProfile({ soc2Type: 'type1' })).toBe(true)
  })
  it('holds a certification: SOC 2 of either type even when stale, ISO 27001 only until it expires', () => {
    const today = '2026-05-15'
    expect(holdsCertification({ soc2Type: 'type1', soc2ReportDate: '2020-01-01' }, 'soc2', today)).toBe(true)
    expect(holdsCertification({ soc2Type: 'none' }, 'soc2', today)).toBe(false)
    expect(holdsCertification({ iso27001Expiry: '2026-05-15' }, 'iso27001', today)).toBe(true)
    expect(holdsCertification({ iso27001Expiry: '2026-05-14' }, 'iso27001', today)).toBe(false)
    expect(holdsCertification({ gdprDpa: true }, 'gdpr', today)).toBe(true)
    expect(holdsCertification({}, 'hipaa', today)).toBe(false)
  })
})

describe('the Security & compliance score', () => {
  const today = '2026-05-15'
  const full = {
    soc2Type: 'type2' as const, soc2ReportDate: '2026-01-10', iso27001Expiry: '2027-01-01', gdprDpa: true, hipaa: true,
    penTestDate: '2026-02-01', securityContact: 'sec@a.example', dataResidency: ['EU'],
  }
  it('gives 5 to a full, current profile and nothing (null) without a profile', () => {
    expect(securityComplianceScore(full, today)).toBe(5)
    expect(securityComplianceScore({}, today)).toBeNull()
  })
  it('takes points off a stale report, an expired certificate and an old penetration test', () => {
    expect(securityComplianceScore({ ...full, soc2ReportDate: '2025-01-01' }, today)).toBe(4.5)
    expect(securityComplianceScore({ ...full, iso27001Expiry: '2026-05-14' }, today)).toBe(4)
    expect(securityComplianceScore({ ...full, penTestDate: '2025-01-01' }, today)).toBe(4.5)
    expect(securityComplianceScore({ soc2Type: 'type1' }, today)).toBe(1.5)
    expect(securityComplianceScore({ gdprDpa: true }, today)).toBe(0.5)
  })
})
