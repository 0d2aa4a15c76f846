// Profile: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function ProfileRoute() {
  return <PlaceholderPage title="Profile">Your account, favorite vendors and products, orders and reviews will appear here.</PlaceholderPage>
}
