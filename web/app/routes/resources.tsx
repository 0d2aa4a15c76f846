// Resources: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function ResourcesRoute() {
  return <PlaceholderPage title="Resources">Guides, checklists and reports to help you evaluate technology.</PlaceholderPage>
}
