// Resources: the screen lives in features/resources.
import { ResourceListScreen } from '../../features/resources/resource-list-screen'
import { usePageTitle } from '../../components/use-page-title'

export default function ResourcesRoute() {
  usePageTitle('Resources')
  return <ResourceListScreen />
}
