// Cookie Policy: the page lives in features/info-pages.
import { CookiesPage } from '../../features/info-pages/cookies-page'

export default function CookiesRoute() {
  return <CookiesPage />
}
