// Contact Us: a placeholder until its feature is built.
import { PlaceholderPage } from './placeholder-page'

export default function ContactRoute() {
  return <PlaceholderPage title="Contact Us">Send us a message and The Vetted Team will get back to you.</PlaceholderPage>
}
