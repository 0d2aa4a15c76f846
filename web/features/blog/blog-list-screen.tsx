// The blog (/blog): published posts from the local copy, newest first, filtered by category
// (?category=slug, kept in the address so a filtered list can be shared or bookmarked).
import { useMemo } from 'react'
import { useQueryState } from '../../components/catalog/use-query-state'
import { ContentList } from '../../components/content-list'
import { FilterChips } from '../../components/filter-chips'
import { useBlogCategories, usePublishedPosts } from '../../data/catalog/blog'
import { useCopyReady } from '../../data/catalog/marketplace-hooks'
import { PostCard } from './post-card'

const parse = (p: URLSearchParams) => p.get('category')?.toLowerCase() || null
const toParams = (category: string | null) => new URLSearchParams(category ? { category } : {})

export function BlogListScreen() {
  const posts = usePublishedPosts()
  const categories = useBlogCategories()
  const ready = useCopyReady(posts, 'start')
  const [selected, select] = useQueryState(parse, toParams)
  const byId = useMemo(() => new Map((categories ?? []).map((c) => [c.id, c])), [categories])

  const chips = useMemo(() => {
    const counts = new Map<number, number>()
    for (const p of posts ?? []) if (p.categoryId !== null) counts.set(p.categoryId, (counts.get(p.categoryId) ?? 0) + 1)
    return [
      { value: null, label: 'All Posts', count: posts?.length },
      ...(categories ?? []).filter((c) => counts.has(c.id)).map((c) => ({ value: c.slug, label: c.name, count: counts.get(c.id) })),
    ]
  }, [posts, categories])

  const current = categories?.find((c) => c.slug === selected)
  const shown = (posts ?? []).filter((p) => !selected || (current !== undefined && p.categoryId === current.id))
  const any = (posts?.length ?? 0) > 0

  return (
    <ContentList title="Blog" lead="Practical advice from The Vetted Team on choosing, buying and running business technology."
      ready={ready} loadingLabel="Loading posts" count={shown.length}
      countText={`${shown.length} ${shown.length === 1 ? 'post' : 'posts'}${current ? ` in ${current.name}` : ''}`}
      filters={any && <FilterChips label="Filter posts by category" chips={chips} selected={selected} onSelect={select} />}
      empty={any
        ? { title: 'No posts in this category yet', text: 'Choose another category or show all posts.' }
        : { title: 'No posts yet', text: 'New articles will appear here.' }}>
      {shown.map((post) => <PostCard key={post.id} post={post} category={byId.get(post.categoryId ?? -1)} />)}
    </ContentList>
  )
}
