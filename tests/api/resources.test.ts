import { beforeAll, describe, expect, it } from 'vitest'
import { makeHarness, type Harness } from './harness'

let h: Harness
let typeIds: Record<string, number>
let categoryIds: Record<string, number>
beforeAll(async () => {
  h = await makeHarness()
  const rows = async (table: string) => await h.db.all<{ slug: string; id: number }>(`SELECT slug, id FROM ${table}`)
  typeIds = Object.fromEntries((await rows('resource_types')).map((t) => [t.slug, t.id]))
  categoryIds = Object.fromEntries((await rows('categories')).map((c) => [c.slug, c.id]))
})

const resourceBody = (over: Record<string, unknown> = {}) => ({ title: 'A Resource', description: 'What it is', ...over })
const createResource = async (over: Record<string, unknown> = {}) => {
  const res = await h.admin('post', '/api/resources').send(resourceBody(over))
  expect(res.status).toBe(201)
  return res.body
}
const resourceCount = async () => await h.db.value('SELECT COUNT(*) FROM resources') as number
const slugsOf = (body: { slug: string }[]) => body.map((r) => r.slug)

describe('resource types', () => {
  it('lists the seeded types publicly', async () => {
    const res = await h.anon('get', '/api/resource-types')
    expect(res.status).toBe(200)
    expect(slugsOf(res.body)).toEqual(['video', 'webinar', 'ebook', 'guide', 'template'])
    expect(res.body[0]).toMatchObject({ id: 1, name: 'Video' })
  })
})

describe('resources: writing', () => {
  it('creates with the defaults: slug from the title, type 1, the team as author, a draft', async () => {
    const created = await createResource({ title: '  The 2025 SaaS Buyer’s Guide (PDF)!  ' })
    expect(created).toMatchObject({
      slug: 'the-2025-saas-buyer-s-guide-pdf', resourceTypeId: 1, categoryId: null, authorName: 'The Vetted Team',
      published: false, featured: false, publishedAt: null, downloads: 0, tags: [],
    })
    expect(created.version).toBeGreaterThan(0)
    expect((await createResource({ title: 'The 2025 SaaS Buyer’s Guide (PDF)' })).slug).toBe('the-2025-saas-buyer-s-guide-pdf-2')
  })

  it('takes tags as a comma-separated string, category none as absent, and stamps publishedAt on publish', async () => {
    const created = await createResource({
      title: 'Security Checklist', tags: 'security, , audit ,', categoryId: 'none', resourceTypeId: typeIds.template,
      published: true, fileSize: '2.5 MB', downloadUrl: 'https://files.example.com/checklist.pdf',
    })
    expect(created).toMatchObject({ tags: ['security', 'audit'], categoryId: null, resourceTypeId: typeIds.template, fileSize: '2.5 MB' })
    expect(Number.isNaN(Date.parse(created.publishedAt))).toBe(false)
  })

  it('rejects missing fields and unknown type or category with 400 field messages, storing nothing', async () => {
    const before = await resourceCount()
    const empty = await h.admin('post', '/api/resources').send({ title: '', description: ' ' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual({ title: 'Title is required', description: 'Description is required' })
    const unknown = await h.admin('post', '/api/resources').send(resourceBody({ resourceTypeId: 999, categoryId: 888 }))
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual({ resourceTypeId: 'Resource type not found', categoryId: 'Category not found' })
    const badUrl = await h.admin('post', '/api/resources').send(resourceBody({ downloadUrl: 'javascript:alert(1)' }))
    expect(badUrl.status).toBe(400)
    expect(badUrl.body.errors.downloadUrl).toMatch(/http/)
    expect(await resourceCount()).toBe(before)
  })

  it('PUT replaces the resource with If-Match; a stale version answers 412 with the current row', async () => {
    const created = await createResource({ title: 'Replace Me', tags: ['one'], fileSize: '1 MB', published: true })
    const put = await h.admin('put', `/api/resources/${created.id}`).set('If-Match', `"${created.version}"`)
      .send(resourceBody({ title: 'Replace Me', description: 'New words', categoryId: categoryIds.security, published: true }))
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({
      slug: 'replace-me', description: 'New words', categoryId: categoryIds.security, tags: [], fileSize: null,
      publishedAt: created.publishedAt, createdAt: created.createdAt,
    })
    expect(put.body.version).toBeGreaterThan(created.version)
    const stale = await h.admin('put', `/api/resources/${created.id}`).set('If-Match', `"${created.version}"`).send(resourceBody({ title: 'Lost' }))
    expect(stale.status).toBe(412)
    expect(stale.body.current.description).toBe('New words')
  })

  it('PUT with an unknown type answers 400 and changes nothing', async () => {
    const created = await createResource({ title: 'Typed' })
    const res = await h.admin('put', `/api/resources/${created.id}`).send(resourceBody({ title: 'Typed Again', resourceTypeId: 77 }))
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ resourceTypeId: 'Resource type not found' })
    expect(await h.db.get('SELECT title, version FROM resources WHERE id = ?', created.id)).toEqual({ title: 'Typed', version: created.version })
    expect((await h.admin('put', '/api/resources/424242').send(resourceBody())).status).toBe(404)
  })

  it('deletes a resource; a second delete is 404', async () => {
    const created = await createResource({ title: 'Short Lived Resource', published: true })
    expect((await h.admin('delete', `/api/resources/${created.id}`)).status).toBe(204)
    expect((await h.admin('delete', `/api/resources/${created.id}`)).status).toBe(404)
    expect((await h.anon('get', '/api/resources/short-lived-resource')).status).toBe(404)
  })

  it('refuses writes from anonymous visitors (401) and members (403), changing nothing', async () => {
    const created = await createResource({ title: 'Guarded Resource' })
    const before = await resourceCount()
    for (const [who, status] of [['anon', 401], ['member', 403]] as const) {
      expect((await h[who]('post', '/api/resources').send(resourceBody())).status).toBe(status)
      expect((await h[who]('put', `/api/resources/${created.id}`).send(resourceBody({ title: 'Hacked' }))).status).toBe(status)
      expect((await h[who]('delete', `/api/resources/${created.id}`)).status).toBe(status)
    }
    expect(await resourceCount()).toBe(before)
    expect(await h.db.value('SELECT title FROM resources WHERE id = ?', created.id)).toBe('Guarded Resource')
  })
})

describe('resources: reading', () => {
  let draft: { id: number; slug: string }
  let video: { id: number; slug: string; version: number }
  beforeAll(async () => {
    draft = await createResource({ title: 'Hidden Draft Guide', resourceTypeId: typeIds.guide, categoryId: categoryIds.finance })
    video = await createResource({
      title: 'Finance Video', resourceTypeId: typeIds.video, categoryId: categoryIds.finance, published: true,
      publishedAt: '2031-01-01T00:00:00.000Z', downloadUrl: 'https://files.example.com/v.mp4', externalUrl: 'https://video.example.com/v',
    })
    await createResource({ title: 'Finance Guide', resourceTypeId: typeIds.guide, categoryId: categoryIds.finance, published: true, publishedAt: '2030-01-01T00:00:00.000Z' })
    await createResource({ title: 'HR Guide', resourceTypeId: typeIds.guide, categoryId: categoryIds.hr, published: true })
  })

  it('admins see drafts too and can filter by published, category slug and type slug', async () => {
    const all = slugsOf((await h.admin('get', '/api/resources')).body)
    expect(all).toContain('hidden-draft-guide')
    const drafts = (await h.admin('get', '/api/resources?published=false')).body
    expect(drafts.every((r: { published: boolean }) => !r.published)).toBe(true)
    expect(slugsOf(drafts)).toContain('hidden-draft-guide')
    expect(slugsOf((await h.admin('get', '/api/resources?category=finance')).body)).toEqual(['finance-video', 'finance-guide', 'hidden-draft-guide'])
    expect(slugsOf((await h.admin('get', '/api/resources?category=finance&type=guide&published=true')).body)).toEqual(['finance-guide'])
    expect((await h.admin('get', '/api/resources?type=no-such-type')).body).toEqual([])
  })

  it('members and anonymous visitors see published resources only', async () => {
    for (const who of ['member', 'anon'] as const) {
      const list = await h[who]('get', '/api/resources?category=finance')
      expect(list.status).toBe(200)
      expect(slugsOf(list.body)).toEqual(['finance-video', 'finance-guide'])
      expect((await h[who]('get', '/api/resources?published=false')).body).toEqual([])
      expect((await h[who]('get', `/api/resources/${draft.slug}`)).status).toBe(404)
      expect((await h[who]('get', `/api/resources/${draft.id}`)).status).toBe(404)
    }
    expect((await h.anon('get', `/api/resources/${video.slug}`)).body.title).toBe('Finance Video')
    expect((await h.admin('get', `/api/resources/${draft.slug}`)).body.title).toBe('Hidden Draft Guide')
  })

  it('counts downloads of a published resource and answers where to fetch it; drafts and unknown ids are 404', async () => {
    const first = await h.anon('post', `/api/resources/${video.id}/download`).send({})
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ downloads: 1, downloadUrl: 'https://files.example.com/v.mp4', externalUrl: 'https://video.example.com/v' })
    expect((await h.member('post', `/api/resources/${video.id}/download`).send({})).body.downloads).toBe(2)
    const stored = (await h.anon('get', `/api/resources/${video.slug}`)).body
    expect(stored.downloads).toBe(2)
    expect(stored.version).toBe(video.version) // a counter is not an edit: no new version
    expect((await h.anon('post', `/api/resources/${draft.id}/download`).send({})).status).toBe(404)
    expect((await h.admin('post', `/api/resources/${draft.id}/download`).send({})).status).toBe(404)
    expect((await h.anon('post', '/api/resources/987654/download').send({})).status).toBe(404)
    expect(await h.db.value('SELECT downloads FROM resources WHERE id = ?', draft.id)).toBe(0)
  })
})
