// The Trust tab: the trust profile for the person's today, and the vendor's security documents.
import { localDay } from '../../../sync/rules/dates'
import type { Vendor } from '../../../sync/schemas'
import { TrustDocuments } from './trust-documents'
import { TrustSection } from './trust-section'

export function TrustTab({ vendor }: { vendor: Vendor }) {
  return (
    <TrustSection vendor={vendor} today={localDay(new Date())}>
      <TrustDocuments vendorId={vendor.id} />
    </TrustSection>
  )
}
