// Support: the page lives in features/info-pages.
import { SupportPage } from '../../features/info-pages/support-page'

export default function SupportRoute() {
  return <SupportPage />
}
