// Partners: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function PartnersRoute() {
  return <PlaceholderPage title="Partners">How vendors and resellers can partner with Vetted.</PlaceholderPage>
}
