// Subscribe: a placeholder until its feature is built.
import { useParams } from 'react-router'
import { PlaceholderPage } from './placeholder-page'

export default function SubscribeRoute() {
  const { productId } = useParams()
  return (
    <PlaceholderPage title="Subscribe">
      Choose a plan and subscribe to this product. (productId: {productId})
    </PlaceholderPage>
  )
}
