// The posts table's two filters: a blog category (or all), and All Posts / Published /
// Drafts. 'none' picks the posts without a category.
import type { BlogPost } from '../../../../sync/schemas'

export type PostStatusFilter = 'all' | 'published' | 'drafts'
export const POST_STATUS_OPTIONS: { value: PostStatusFilter; label: string }[] = [
  { value: 'all', label: 'All Posts' },
  { value: 'published', label: 'Published' },
  { value: 'drafts', label: 'Drafts' },
]

/** category: 'all', 'none' or a blog category id as text (the select's value). */
export function filterPosts(posts: readonly BlogPost[], category: string, status: PostStatusFilter): BlogPost[] {
  return posts.filter((p) => {
    if (status === 'published' && !p.published) return false
    if (status === 'drafts' && p.published) return false
    if (category === 'all') return true
    if (category === 'none') return p.categoryId === null
    return p.categoryId === Number(category)
  })
}
