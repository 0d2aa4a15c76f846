// Technology Marketplace: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function MarketplaceRoute() {
  return <PlaceholderPage title="Technology Marketplace">Search the whole catalogue and browse featured vendors, products and categories.</PlaceholderPage>
}
