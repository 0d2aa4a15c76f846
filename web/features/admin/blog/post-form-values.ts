// The post dialog's values as the inputs hold them (text everywhere, tags comma-separated, category
// 'none' or an id) and their conversion into the schema's input.
import type { BlogPost, BlogPostInput } from '../../../../sync/schemas'
import type { FormValuesOf } from '../shared/form-values'

/** Every field of the post input but publishedAt, which the server stamps on publishing. */
export type PostFormValues = FormValuesOf<BlogPostInput, Exclude<keyof BlogPostInput, 'publishedAt'>>

export function postFormValues(post?: BlogPost): PostFormValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    featuredImage: post?.featuredImage ?? '',
    published: post?.published ?? false,
    featured: post?.featured ?? false,
    categoryId: post?.categoryId == null ? 'none' : String(post.categoryId),
    authorName: post?.authorName ?? '',
    authorEmail: post?.authorEmail ?? '',
    authorImage: post?.authorImage ?? '',
    readTime: post?.readTime == null ? '' : String(post.readTime),
    tags: (post?.tags ?? []).join(', '),
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text)

/** Blank optional texts become null; the schema splits tags and parses readTime and the category. */
export function postInput(v: PostFormValues): Record<string, unknown> {
  return {
    ...v,
    excerpt: orNull(v.excerpt),
    authorName: orNull(v.authorName),
    seoTitle: orNull(v.seoTitle),
    seoDescription: orNull(v.seoDescription),
    categoryId: v.categoryId === 'none' ? null : Number(v.categoryId),
  }
}
