// Careers: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function CareersRoute() {
  return <PlaceholderPage title="Careers">Open positions at Vetted will be listed here.</PlaceholderPage>
}
