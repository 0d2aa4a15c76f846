// The blog list: the screen lives in features/blog.
import { BlogListScreen } from '../../features/blog/blog-list-screen'
import { usePageTitle } from '../../components/use-page-title'

export default function BlogRoute() {
  usePageTitle('Blog')
  return <BlogListScreen />
}
