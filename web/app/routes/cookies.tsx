// Cookie Policy: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function CookiesRoute() {
  return <PlaceholderPage title="Cookie Policy">Which cookies Vetted uses and why.</PlaceholderPage>
}
