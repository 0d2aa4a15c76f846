// A blog post (/blog/{slug}): this route reads the page's state once, to set the page title (the post's
// title, or "Article Not Found"), and passes it to the screen in features/blog.
import { useParams } from 'react-router'
import { postPageTitle, usePostPage } from '../../features/blog/post-page'
import { PostScreen } from '../../features/blog/post-screen'
import { usePageTitle } from '../../components/use-page-title'

export default function BlogPostRoute() {
  const { slug } = useParams()
  const page = usePostPage(slug)
  usePageTitle(postPageTitle(page))
  return <PostScreen page={page} />
}
