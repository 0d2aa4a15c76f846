// Terms of Service: the page lives in features/info-pages.
import { TermsPage } from '../../features/info-pages/terms-page'

export default function TermsRoute() {
  return <TermsPage />
}
