// The Trust section's markup, rendered on the server for a fixed today: each field as a buyer reads
// it, "Stale" beside a SOC 2 report older than 12 months and an expired ISO 27001 certificate (and
// not beside current ones), days as the same calendar day, and the empty state for no profile.
import { ChakraProvider } from '@chakra-ui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EMPTY_TRUST_PROFILE, type TrustProfileFields } from '../../../sync/schemas'
import { system } from '../../theme/system'
import { EXPIRED_CERTIFICATE_NOTE, NO_TRUST_INFO, STALE_REPORT_NOTE, TrustSection } from './trust-section'

const TODAY = '2026-11-27'
const current: TrustProfileFields = {
  soc2Type: 'type2', soc2PeriodEnd: '2026-06-30', soc2ReportDate: '2026-08-01', iso27001Expiry: '2027-09-30',
  gdprDpa: true, hipaa: false, penTestDate: '2026-01-01', dataResidency: ['EU', 'US'],
  subprocessors: ['Amazon Web Services', '<script>alert(1)</script>'], securityContact: 'security@acme.example',
}
const render = (vendor: Partial<TrustProfileFields>) => renderToStaticMarkup(
  <ChakraProvider value={system}><TrustSection vendor={{ name: 'Acme', ...vendor }} today={TODAY} /></ChakraProvider>,
).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim()

describe('TrustSection', () => {
  it('shows every field of a current profile, without a stale mark', () => {
    const shown = text(render(current))
    expect(shown).toContain('Trust & compliance')
    expect(shown).toContain('SOC 2 SOC 2 Type II Report dated Aug 1, 2026 Audit period ended Jun 30, 2026')
    expect(shown).toContain('ISO 27001 Certified until Sep 30, 2027')
    expect(shown).toContain('GDPR DPA Available')
    expect(shown).toContain('HIPAA Not stated')
    expect(shown).toContain('Last penetration test Jan 1, 2026')
    expect(shown).toContain('Data residency European Union, United States')
    expect(shown).toContain('Subprocessors Amazon Web Services')
    expect(shown).toContain('Security contact security@acme.example')
    expect(shown).not.toContain('Stale')
  })

  it('marks a report older than 12 months and an expired certificate as stale', () => {
    const shown = text(render({ ...current, soc2ReportDate: '2025-11-26', iso27001Expiry: '2026-11-26' }))
    expect(shown).toContain(`Report dated Nov 26, 2025 Stale ${STALE_REPORT_NOTE}`)
    expect(shown).toContain(`ISO 27001 Expired Nov 26, 2026 Stale ${EXPIRED_CERTIFICATE_NOTE}`)
  })

  it('keeps a report of exactly 12 months and a certificate expiring today current', () => {
    expect(text(render({ ...current, soc2ReportDate: '2025-11-27', iso27001Expiry: TODAY }))).not.toContain('Stale')
  })

  it('shows names as text (markup is escaped) and links the security contact by mail', () => {
    const html = render(current)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
    expect(html).toContain('href="mailto:security@acme.example"')
  })

  it('says there is no trust information when the vendor states nothing (or its row predates profiles)', () => {
    expect(text(render(EMPTY_TRUST_PROFILE))).toBe(`Trust & compliance ${NO_TRUST_INFO}`)
    expect(text(render({}))).toBe(`Trust & compliance ${NO_TRUST_INFO}`)
  })
})
