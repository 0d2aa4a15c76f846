// Product Details: a placeholder until its feature is built.
import { useParams } from 'react-router'
import { PlaceholderPage } from './placeholder-page'

export default function ProductDetailRoute() {
  const { slug } = useParams()
  return (
    <PlaceholderPage title="Product Details">
      The product's description, pricing tiers and features will appear here. (slug: {slug})
    </PlaceholderPage>
  )
}
