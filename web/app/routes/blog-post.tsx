// Blog Post: a placeholder until its feature is built.
import { useParams } from 'react-router'
import { PlaceholderPage } from './placeholder-page'

export default function BlogPostRoute() {
  const { slug } = useParams()
  return (
    <PlaceholderPage title="Blog Post">
      This article will appear here. (slug: {slug})
    </PlaceholderPage>
  )
}
