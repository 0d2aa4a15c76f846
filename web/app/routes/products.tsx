// Product Marketplace: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function ProductsRoute() {
  return <PlaceholderPage title="Product Marketplace">Browse every product from our vetted vendors, with pricing and key features.</PlaceholderPage>
}
