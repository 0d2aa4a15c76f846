// Support: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function SupportRoute() {
  return <PlaceholderPage title="Support">Help with your account, orders and subscriptions.</PlaceholderPage>
}
