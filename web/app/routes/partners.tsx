// Partners: the page lives in features/info-pages.
import { PartnersPage } from '../../features/info-pages/partners-page'

export default function PartnersRoute() {
  return <PartnersPage />
}
