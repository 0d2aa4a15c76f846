// Careers: the page lives in features/info-pages.
import { CareersPage } from '../../features/info-pages/careers-page'

export default function CareersRoute() {
  return <CareersPage />
}
