// Blog: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function BlogRoute() {
  return <PlaceholderPage title="Blog">Articles from The Vetted Team on choosing and buying technology.</PlaceholderPage>
}
