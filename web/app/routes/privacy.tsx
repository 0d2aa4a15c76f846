// Privacy Policy: the page lives in features/info-pages.
import { PrivacyPage } from '../../features/info-pages/privacy-page'

export default function PrivacyRoute() {
  return <PrivacyPage />
}
