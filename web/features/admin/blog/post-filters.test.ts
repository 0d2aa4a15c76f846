import { describe, expect, it } from 'vitest'
import type { BlogPost } from '../../../../sync/schemas'
import { filterPosts } from './post-filters'

const post = (id: number, published: boolean, categoryId: number | null) => ({ id, published, categoryId }) as BlogPost
const posts = [post(1, true, 1), post(2, false, 1), post(3, true, 2), post(4, false, null)]
const ids = (list: BlogPost[]) => list.map((p) => p.id)

describe('filterPosts (by category and by All Posts / Published / Drafts)', () => {
  it('keeps everything for all categories and All Posts', () => expect(ids(filterPosts(posts, 'all', 'all'))).toEqual([1, 2, 3, 4]))
  it('splits published posts from drafts', () => {
    expect(ids(filterPosts(posts, 'all', 'published'))).toEqual([1, 3])
    expect(ids(filterPosts(posts, 'all', 'drafts'))).toEqual([2, 4])
  })
  it('narrows to one category, or to posts without one', () => {
    expect(ids(filterPosts(posts, '1', 'all'))).toEqual([1, 2])
    expect(ids(filterPosts(posts, '1', 'drafts'))).toEqual([2])
    expect(ids(filterPosts(posts, 'none', 'all'))).toEqual([4])
  })
})
