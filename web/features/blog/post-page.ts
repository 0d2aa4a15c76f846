// Which state a post page is in, read once by the route (for the page title) and passed to the screen.
import type { BlogPost } from '../../../sync/schemas'
import { usePublishedPostBySlug } from '../../data/catalog/blog'
import { useCatalogReady } from '../../data/catalog/vendor-detail-hooks'

export type PostPage = { status: 'loading' } | { status: 'missing' } | { status: 'found'; post: BlogPost }

export const POST_NOT_FOUND = 'Article Not Found'

/** Loading until the post is found, or until the copy is complete (or cannot be completed) without it. */
export function usePostPage(slug: string | undefined): PostPage {
  const post = usePublishedPostBySlug(slug)
  const ready = useCatalogReady()
  if (post) return { status: 'found', post }
  return post === null && ready ? { status: 'missing' } : { status: 'loading' }
}

export function postPageTitle(page: PostPage): string | null {
  if (page.status === 'found') return page.post.seoTitle || page.post.title
  return page.status === 'missing' ? POST_NOT_FOUND : null
}
