// Vendor Marketplace: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function VendorsRoute() {
  return <PlaceholderPage title="Vendor Marketplace">Browse every vendor, filter by category, price, rating and deployment, and sort the results.</PlaceholderPage>
}
