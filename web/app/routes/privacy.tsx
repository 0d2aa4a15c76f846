// Privacy Policy: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function PrivacyRoute() {
  return <PlaceholderPage title="Privacy Policy">How Vetted collects, uses and protects your information.</PlaceholderPage>
}
