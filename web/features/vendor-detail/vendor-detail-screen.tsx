// Vendor detail: a placeholder while loading, "Vendor Not Found" when there is no such vendor, else the
// header, the five tabs, the signed-in buyer's private note and up to 3 similar vendors. Reads only the local copy.
import { Container } from '@chakra-ui/react'
import type { Vendor } from '../../../sync/schemas'
import { DetailPlaceholder } from '../../components/detail/detail-placeholder'
import { NotFoundPanel } from '../../components/detail/not-found-panel'
import { useVendorProducts } from '../../data/catalog/vendor-detail-hooks'
import { SimilarVendors } from './similar-vendors'
import { VendorHeader } from './vendor-header'
import type { VendorPage } from './vendor-page'
import { VendorNoteCard } from './vendor-note-card'
import { VendorTabs } from './vendor-tabs'

export const VENDOR_NOT_FOUND_TEXT =
  "We couldn't find the vendor you're looking for. It may have been removed or you might have followed an incorrect link."

export function VendorDetailScreen({ page }: { page: VendorPage }) {
  if (page.status === 'loading') return <DetailPlaceholder label="Loading vendor" />
  if (page.status === 'missing') {
    return <NotFoundPanel heading="Vendor Not Found" text={VENDOR_NOT_FOUND_TEXT} backTo="/marketplace" backLabel="Browse the marketplace" />
  }
  // Keyed by vendor: moving to a similar vendor starts its page afresh (filters, focus).
  return <VendorDetails key={page.vendor.id} vendor={page.vendor} />
}

function VendorDetails({ vendor }: { vendor: Vendor }) {
  // Read once: the header's "Starting at" and the Products tab both come from the vendor's products.
  const products = useVendorProducts(vendor.id)
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <VendorHeader vendor={vendor} products={products} />
      <VendorTabs vendor={vendor} products={products} />
      <VendorNoteCard vendor={vendor} />
      <SimilarVendors vendor={vendor} />
    </Container>
  )
}
