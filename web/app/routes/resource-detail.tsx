// Resource: a placeholder until its feature is built.
import { useParams } from 'react-router'
import { PlaceholderPage } from './placeholder-page'

export default function ResourceDetailRoute() {
  const { slug } = useParams()
  return (
    <PlaceholderPage title="Resource">
      This resource will appear here. (slug: {slug})
    </PlaceholderPage>
  )
}
