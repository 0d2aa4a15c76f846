// About Us: the page lives in features/info-pages.
import { AboutPage } from '../../features/info-pages/about-page'

export default function AboutRoute() {
  return <AboutPage />
}
