// Discover Vetted Technology (placeholder until its feature is built).
import { PlaceholderPage } from './placeholder-page'

export default function HomeRoute() {
  return <PlaceholderPage title="Discover Vetted Technology">Search, compare and buy software, hardware and technology services from vendors we have vetted for you.</PlaceholderPage>
}
