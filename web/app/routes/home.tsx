// Home (placeholder until its feature is built). It keeps the site's default document title.
import { PlaceholderPage } from './placeholder-page'

export default function HomeRoute() {
  return (
    <PlaceholderPage title="Discover Vetted Technology" pageTitle={null}>
      Search, compare and buy software, hardware and technology services from vendors we have vetted for you.
    </PlaceholderPage>
  )
}
