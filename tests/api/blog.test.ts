import { beforeAll, describe, expect, it } from 'vitest'
import { makeHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await makeHarness()
})

const postBody = (over: Record<string, unknown> = {}) => ({ title: 'A Post', content: '<p>Body</p>', ...over })
const createPost = async (over: Record<string, unknown> = {}) => {
  const res = await h.admin('post', '/api/blog/posts').send(postBody(over))
  expect(res.status).toBe(201)
  return res.body
}
const createCategory = async (over: Record<string, unknown> = {}) => {
  const res = await h.admin('post', '/api/blog/categories').send({ name: 'Guides', ...over })
  expect(res.status).toBe(201)
  return res.body
}
const postCount = async () => await h.db.value('SELECT COUNT(*) FROM blog_posts') as number
const slugsOf = (body: { slug: string }[]) => body.map((p) => p.slug)

describe('blog posts: writing', () => {
  it('creates a draft with the defaults: slug from the title, the team as author, no publishedAt', async () => {
    const post = await createPost({ title: 'Hello, World! Zero Trust in 2025' })
    expect(post).toMatchObject({
      slug: 'hello-world-zero-trust-in-2025', published: false, featured: false, authorName: 'The Vetted Team',
      publishedAt: null, views: 0, tags: [], categoryId: null,
    })
    expect(post.version).toBeGreaterThan(0)
    expect(await h.db.value('SELECT title FROM blog_posts WHERE id = ?', post.id)).toBe('Hello, World! Zero Trust in 2025')
  })

  it('keeps slugs unique and slugifies a slug the admin typed', async () => {
    await createPost({ title: 'Same Title' })
    expect((await createPost({ title: 'Same Title' })).slug).toBe('same-title-2')
    expect((await createPost({ title: 'Other', slug: '  My Custom Slug!  ' })).slug).toBe('my-custom-slug')
  })

  it('splits comma-separated tags, parses readTime, and reads categoryId none as no category', async () => {
    const post = await createPost({ title: 'Tagged', tags: ' security, ,  compliance ,', readTime: '7', categoryId: 'none' })
    expect(post).toMatchObject({ tags: ['security', 'compliance'], readTime: 7, categoryId: null })
    const fromArray = await createPost({ title: 'Tagged Array', tags: [' a ', '', 'b'] })
    expect(fromArray.tags).toEqual(['a', 'b'])
  })

  it('stamps publishedAt when saved as published without one, and keeps a given date', async () => {
    const published = await createPost({ title: 'Published Now', published: true })
    expect(Number.isNaN(Date.parse(published.publishedAt))).toBe(false)
    const dated = await createPost({ title: 'Dated', published: true, publishedAt: '2024-03-01T09:00:00.000Z' })
    expect(dated.publishedAt).toBe('2024-03-01T09:00:00.000Z')
  })

  it('publishing a draft sets publishedAt; later edits keep it', async () => {
    const draft = await createPost({ title: 'Draft To Publish' })
    const published = await h.admin('patch', `/api/blog/posts/${draft.id}`).send({ published: true })
    expect(published.status).toBe(200)
    expect(published.body.publishedAt).not.toBeNull()
    const edited = await h.admin('patch', `/api/blog/posts/${draft.id}`).send({ excerpt: 'Short', published: true })
    expect(edited.body.publishedAt).toBe(published.body.publishedAt)
    expect(edited.body.slug).toBe('draft-to-publish')
  })

  it('accepts an inline featured image larger than the usual 1 MB body limit, and clears it', async () => {
    const image = 'data:image/png;base64,' + 'A'.repeat(2_000_000)
    const post = await createPost({ title: 'With Image', featuredImage: image })
    expect(post.featuredImage).toBe(image)
    const cleared = await h.admin('patch', `/api/blog/posts/${post.id}`).send({ featuredImage: '' })
    expect(cleared.body.featuredImage).toBeNull()
  })

  it('rejects bad input with 400 and field messages, storing nothing', async () => {
    const before = await postCount()
    const empty = await h.admin('post', '/api/blog/posts').send({ title: ' ', content: '' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual({ title: 'Title is required', content: 'Content is required' })
    const missing = await h.admin('post', '/api/blog/posts').send({ content: 'Body only' })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.title).toBeDefined()
    const badImage = await h.admin('post', '/api/blog/posts').send(postBody({ featuredImage: 'javascript:alert(1)' }))
    expect(badImage.status).toBe(400)
    expect(badImage.body.errors.featuredImage).toMatch(/image/i)
    const badReadTime = await h.admin('post', '/api/blog/posts').send(postBody({ readTime: 'five' }))
    expect(badReadTime.body.errors.readTime).toBe('Must be a whole number')
    const unknownCategory = await h.admin('post', '/api/blog/posts').send(postBody({ categoryId: 99999 }))
    expect(unknownCategory.status).toBe(400)
    expect(unknownCategory.body.errors).toEqual({ categoryId: 'Blog category not found' })
    expect(await postCount()).toBe(before)
  })

  it('an unknown category on update answers 400 and leaves the post as it was', async () => {
    const post = await createPost({ title: 'Stays Put' })
    const res = await h.admin('patch', `/api/blog/posts/${post.id}`).send({ title: 'Changed', categoryId: 424242 })
    expect(res.status).toBe(400)
    expect(res.body.errors.categoryId).toBe('Blog category not found')
    const stored = (await h.admin('get', `/api/blog/posts/${post.id}`)).body
    expect(stored).toMatchObject({ title: 'Stays Put', version: post.version })
  })

  it('updates with If-Match and answers 412 with the current post when stale', async () => {
    const post = await createPost({ title: 'Versioned Post' })
    const ok = await h.admin('patch', `/api/blog/posts/${post.id}`).set('If-Match', `"${post.version}"`).send({ excerpt: 'First' })
    expect(ok.status).toBe(200)
    expect(ok.body.version).toBeGreaterThan(post.version)
    const stale = await h.admin('patch', `/api/blog/posts/${post.id}`).set('If-Match', `"${post.version}"`).send({ excerpt: 'Lost?' })
    expect(stale.status).toBe(412)
    expect(stale.body.current.excerpt).toBe('First')
  })

  it('deletes a post; a second delete and a read answer 404', async () => {
    const post = await createPost({ title: 'Short Lived Post', published: true })
    expect((await h.admin('delete', `/api/blog/posts/${post.id}`)).status).toBe(204)
    expect((await h.admin('delete', `/api/blog/posts/${post.id}`)).status).toBe(404)
    expect((await h.anon('get', '/api/blog/posts/short-lived-post')).status).toBe(404)
  })

  it('refuses writes from anonymous visitors (401) and members (403), changing nothing', async () => {
    const post = await createPost({ title: 'Guarded Post' })
    const before = await postCount()
    for (const [who, status] of [['anon', 401], ['member', 403]] as const) {
      expect((await h[who]('post', '/api/blog/posts').send(postBody())).status).toBe(status)
      expect((await h[who]('patch', `/api/blog/posts/${post.id}`).send({ title: 'Hacked' })).status).toBe(status)
      expect((await h[who]('delete', `/api/blog/posts/${post.id}`)).status).toBe(status)
    }
    expect(await postCount()).toBe(before)
    expect((await h.admin('get', `/api/blog/posts/${post.id}`)).body).toMatchObject({ title: 'Guarded Post', version: post.version })
  })
})

describe('blog posts: reading', () => {
  let draft: { id: number; slug: string; version: number }
  let older: { id: number; slug: string; version: number }
  let newer: { id: number; slug: string; version: number }
  beforeAll(async () => {
    draft = await createPost({ title: 'Secret Draft' })
    older = await createPost({ title: 'Older News', published: true, publishedAt: '2020-01-01T00:00:00.000Z' })
    newer = await createPost({ title: 'Newer News', published: true, publishedAt: '2030-01-01T00:00:00.000Z' })
  })

  it('admins list drafts and published posts, newest publication first and drafts last', async () => {
    const all = slugsOf((await h.admin('get', '/api/blog/posts')).body)
    expect(all).toContain('secret-draft')
    expect(all.indexOf('newer-news')).toBeLessThan(all.indexOf('older-news'))
    expect(all.indexOf('older-news')).toBeLessThan(all.indexOf('secret-draft'))
    const drafts = (await h.admin('get', '/api/blog/posts?published=false')).body
    expect(drafts.length).toBeGreaterThan(0)
    expect(drafts.every((p: { published: boolean }) => !p.published)).toBe(true)
    const published = (await h.admin('get', '/api/blog/posts?published=true')).body
    expect(published.every((p: { published: boolean }) => p.published)).toBe(true)
  })

  it('members and anonymous visitors see published posts only, and no drafts when they ask for them', async () => {
    for (const who of ['member', 'anon'] as const) {
      const list = await h[who]('get', '/api/blog/posts')
      expect(list.status).toBe(200)
      expect(slugsOf(list.body)).toContain('newer-news')
      expect(list.body.every((p: { published: boolean }) => p.published)).toBe(true)
      expect((await h[who]('get', '/api/blog/posts?published=false')).body).toEqual([])
    }
    expect((await h.anon('get', '/api/blog/posts?published=maybe')).status).toBe(400)
  })

  it('reads a published post by slug or id; a draft is 404 except for admins', async () => {
    const bySlug = await h.anon('get', `/api/blog/posts/${older.slug}`)
    expect(bySlug.status).toBe(200)
    expect(bySlug.body).toMatchObject({ id: older.id, title: 'Older News' })
    expect((await h.member('get', `/api/blog/posts/${older.id}`)).body.id).toBe(older.id)
    for (const who of ['member', 'anon'] as const) {
      expect((await h[who]('get', `/api/blog/posts/${draft.slug}`)).status).toBe(404)
      expect((await h[who]('get', `/api/blog/posts/${draft.id}`)).status).toBe(404)
    }
    expect((await h.admin('get', `/api/blog/posts/${draft.slug}`)).body.title).toBe('Secret Draft')
    expect((await h.anon('get', '/api/blog/posts/no-such-post')).status).toBe(404)
  })

  it('counts a view of a published post, keeping its version (a counter is not an edit); drafts and unknown ids are 404', async () => {
    expect((await h.anon('post', `/api/blog/posts/${newer.id}/view`).send({})).status).toBe(204)
    expect((await h.member('post', `/api/blog/posts/${newer.id}/view`).send({})).status).toBe(204)
    const after = (await h.anon('get', `/api/blog/posts/${newer.id}`)).body
    expect(after.views).toBe(2)
    expect(after.version).toBe(newer.version)
    expect((await h.anon('post', `/api/blog/posts/${draft.id}/view`).send({})).status).toBe(404)
    expect((await h.admin('post', `/api/blog/posts/${draft.id}/view`).send({})).status).toBe(404)
    expect((await h.anon('post', '/api/blog/posts/987654/view').send({})).status).toBe(404)
    expect(await h.db.value('SELECT views FROM blog_posts WHERE id = ?', draft.id)).toBe(0)
  })
})

describe('blog categories', () => {
  it('creates with an auto slug and the default colour; lists by sort order then name, publicly', async () => {
    const zebra = await createCategory({ name: 'Zebra Topics', sortOrder: '1' })
    expect(zebra).toMatchObject({ slug: 'zebra-topics', color: '#3B82F6', sortOrder: 1 })
    await createCategory({ name: 'Alpha Topics', sortOrder: 1, color: '#112233' })
    await createCategory({ name: 'First Topics', slug: 'first', sortOrder: 0 })
    const list = await h.anon('get', '/api/blog/categories')
    expect(list.status).toBe(200)
    expect(slugsOf(list.body).filter((s) => s.endsWith('topics') || s === 'first')).toEqual(['first', 'alpha-topics', 'zebra-topics'])
    expect((await createCategory({ name: 'Zebra Topics' })).slug).toBe('zebra-topics-2')
  })

  it('rejects a missing name, a bad colour and a fractional sort order with field messages, storing nothing', async () => {
    const count = async () => await h.db.value('SELECT COUNT(*) FROM blog_categories')
    const before = await count()
    const res = await h.admin('post', '/api/blog/categories').send({ name: '', color: 'blue', sortOrder: 1.5 })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      name: 'Category name is required', color: 'Colour must look like #3B82F6', sortOrder: 'Must be a whole number',
    })
    expect(await count()).toBe(before)
  })

  it('updates with If-Match (412 when stale) and refuses members and anonymous visitors', async () => {
    const cat = await createCategory({ name: 'Editable' })
    const ok = await h.admin('patch', `/api/blog/categories/${cat.id}`).set('If-Match', `"${cat.version}"`).send({ color: '#000000' })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ color: '#000000', slug: 'editable' })
    const stale = await h.admin('patch', `/api/blog/categories/${cat.id}`).set('If-Match', `"${cat.version}"`).send({ name: 'Lost' })
    expect(stale.status).toBe(412)
    expect(stale.body.current.color).toBe('#000000')
    for (const [who, status] of [['anon', 401], ['member', 403]] as const) {
      expect((await h[who]('post', '/api/blog/categories').send({ name: 'Nope' })).status).toBe(status)
      expect((await h[who]('patch', `/api/blog/categories/${cat.id}`).send({ name: 'Nope' })).status).toBe(status)
      expect((await h[who]('delete', `/api/blog/categories/${cat.id}`)).status).toBe(status)
    }
    expect((await h.anon('get', '/api/blog/categories')).body.some((c: { name: string }) => c.name === 'Nope')).toBe(false)
  })

  it('deleting a category detaches its posts with new versions, so clients follow', async () => {
    const cat = await createCategory({ name: 'Doomed' })
    const post = await createPost({ title: 'In Doomed', categoryId: cat.id, published: true })
    expect(post.categoryId).toBe(cat.id)
    expect((await h.admin('delete', `/api/blog/categories/${cat.id}`)).status).toBe(204)
    const after = (await h.anon('get', `/api/blog/posts/${post.slug}`)).body
    expect(after.categoryId).toBeNull()
    expect(after.version).toBeGreaterThan(post.version)
    const logged = await h.db.value("SELECT version FROM change_log WHERE entity = 'blogPost' AND entity_id = ?", post.id)
    expect(logged).toBe(after.version)
    const tombstone = await h.db.value("SELECT op FROM change_log WHERE entity = 'blogCategory' AND entity_id = ?", cat.id)
    expect(tombstone).toBe('delete')
    expect((await h.admin('delete', `/api/blog/categories/${cat.id}`)).status).toBe(404)
  })
})
