// Vendor Details: a placeholder until its feature is built.
import { useParams } from 'react-router'
import { PlaceholderPage } from './placeholder-page'

export default function VendorDetailRoute() {
  const { slug } = useParams()
  return (
    <PlaceholderPage title="Vendor Details">
      The vendor's overview, ratings and reviews, pricing, products and integrations will appear here. (slug: {slug})
    </PlaceholderPage>
  )
}
