// The vendor page's Trust tab: the vendor's trust profile as a buyer reads it (docs/trust-profiles.md).
// A SOC 2 report more than 12 months old and an expired ISO 27001 certificate carry a "Stale" mark
// with the reason beside it (sync/rules/trust-profile.ts); days show as the same calendar day in
// every time zone (formatDay). A vendor that states nothing shows "No trust information yet". The
// fields are part of the vendor row, so the tab reads the local copy and works offline.
import { Badge, Box, chakra, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { formatDay } from '../../../sync/rules/dates'
import { hasTrustProfile, isCertificateExpired, isReportStale, trustProfileOf } from '../../../sync/rules/trust-profile'
import { RESIDENCY_REGIONS, SOC2_TYPE_LABELS, type TrustProfileFields } from '../../../sync/schemas'
import { FactList, type Fact } from './fact-list'

export const NO_TRUST_INFO = 'No trust information yet'
export const STALE_REPORT_NOTE = 'Report older than 12 months'
export const EXPIRED_CERTIFICATE_NOTE = 'Certificate expired'

const regionName = (code: string) => RESIDENCY_REGIONS.find((r) => r.code === code)?.label ?? code

function StaleMark({ note }: { note: string }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette="orange" variant="surface" size="sm">Stale</Badge>
      <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">{note}</Text>
    </HStack>
  )
}

function Soc2Value({ profile, today }: { profile: TrustProfileFields; today: string }): ReactNode {
  if (profile.soc2Type === 'none') return 'Not reported'
  const reported = formatDay(profile.soc2ReportDate, 'text')
  const periodEnd = formatDay(profile.soc2PeriodEnd, 'text')
  return (
    <Stack gap="1">
      <Text as="span">{SOC2_TYPE_LABELS[profile.soc2Type]}</Text>
      {reported && <Text as="span" fontSize="sm" fontWeight="normal">Report dated {reported}</Text>}
      {isReportStale(profile.soc2ReportDate, today) && <StaleMark note={STALE_REPORT_NOTE} />}
      {periodEnd && <Text as="span" fontSize="sm" fontWeight="normal">Audit period ended {periodEnd}</Text>}
    </Stack>
  )
}

function IsoValue({ expiry, today }: { expiry: string | null; today: string }): ReactNode {
  if (!expiry) return 'Not certified'
  if (!isCertificateExpired(expiry, today)) return `Certified until ${formatDay(expiry, 'text')}`
  return (
    <Stack gap="1">
      <Text as="span">Expired {formatDay(expiry, 'text')}</Text>
      <StaleMark note={EXPIRED_CERTIFICATE_NOTE} />
    </Stack>
  )
}

function trustFacts(profile: TrustProfileFields, today: string): Fact[] {
  return [
    { label: 'SOC 2', value: <Soc2Value profile={profile} today={today} /> },
    { label: 'ISO 27001', value: <IsoValue expiry={profile.iso27001Expiry} today={today} /> },
    { label: 'GDPR DPA', value: profile.gdprDpa ? 'Available' : 'Not available' },
    { label: 'HIPAA', value: profile.hipaa ? 'Compliant' : 'Not stated' },
    { label: 'Last penetration test', value: formatDay(profile.penTestDate, 'text') || 'Not reported' },
    { label: 'Data residency', value: profile.dataResidency.length ? profile.dataResidency.map(regionName).join(', ') : 'Not stated' },
    {
      label: 'Subprocessors',
      value: profile.subprocessors.length
        ? <chakra.ul listStyleType="disc" ps="5">{profile.subprocessors.map((s) => <li key={s}>{s}</li>)}</chakra.ul>
        : 'None listed',
    },
    {
      label: 'Security contact',
      value: profile.securityContact ? <Link href={`mailto:${profile.securityContact}`} color="brand.fg">{profile.securityContact}</Link> : 'Not stated',
    },
  ]
}

/** The Trust tab's section; `today` is the person's calendar day (localDay), passed in so tests can fix it. */
export function TrustSection({ vendor, today, children }: { vendor: Partial<TrustProfileFields> & { name: string }; today: string; children?: ReactNode }) {
  const profile = trustProfileOf(vendor)
  return (
    <Stack gap="6" as="section" aria-labelledby="trust-heading">
      <Heading as="h2" id="trust-heading" size="lg">Trust &amp; compliance</Heading>
      {hasTrustProfile(profile) ? (
        <Box borderWidth="1px" borderColor="border" rounded="xl" p="5" bg="bg.panel" maxW="3xl">
          <FactList facts={trustFacts(profile, today)} />
        </Box>
      ) : (
        <Text color="fg.muted">{NO_TRUST_INFO}</Text>
      )}
      {children}
    </Stack>
  )
}
