// Terms of Service: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function TermsRoute() {
  return <PlaceholderPage title="Terms of Service">The terms that govern your use of Vetted.</PlaceholderPage>
}
