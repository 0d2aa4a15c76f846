// About Us: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function AboutRoute() {
  return <PlaceholderPage title="About Us">Vetted simplifies technology evaluation and procurement for business buyers.</PlaceholderPage>
}
