// A resource (/resources/{slug}): this route reads the page's state once, to set the page title (the
// resource's title, or "Resource Not Found"), and passes it to the screen in features/resources.
import { useParams } from 'react-router'
import { resourcePageTitle, useResourcePage } from '../../features/resources/resource-page'
import { ResourceScreen } from '../../features/resources/resource-screen'
import { usePageTitle } from '../../components/use-page-title'

export default function ResourceDetailRoute() {
  const { slug } = useParams()
  const page = useResourcePage(slug)
  usePageTitle(resourcePageTitle(page))
  return <ResourceScreen page={page} />
}
