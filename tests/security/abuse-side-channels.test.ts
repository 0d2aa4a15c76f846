// Side channels of the change feed (docs/security.md, "Abuse"). Closed: a visitor's or a member's feed
// carries no delete for a draft that was never published (it would tell anyone each draft's id
// and when it was edited); a post that was published and is then unpublished or deleted still reaches
// every copy as a delete. Accepted (docs/security.md says why): the feed's cursor counts every write.
import { beforeAll, describe, expect, it } from 'vitest'
import type { ChangesPage } from '../../sync/protocol/changes'
import { makeHarness, type Harness } from '../api/harness'

let h: Harness
/** The changes a caller's feed carries from `since`, as [entity, id, op]. */
const feed = async (cookie: string | undefined, since = '0') => {
  const res = await h.call('get', `/api/sync/changes?since=${encodeURIComponent(since)}&limit=5000`, cookie).expect(200)
  return (res.body as ChangesPage).changes.map((c) => [c.entity, c.id, c.op] as const)
}
const cursorNow = async () => ((await h.anon('get', '/api/sync/changes?since=0&limit=5000').expect(200)).body as ChangesPage).next
const post = async (body: Record<string, unknown>) => (await h.admin('post', '/api/blog/posts').send({ content: '<p>x</p>', ...body }).expect(201)).body as { id: number; version: number }
const resource = async (body: Record<string, unknown>) => (await h.admin('post', '/api/resources').send({ description: 'x', ...body }).expect(201)).body as { id: number }

beforeAll(async () => {
  h = await makeHarness()
})

describe('drafts that were never published', () => {
  it('reach no visitor and no member: not as a row, not as a delete, from 0 or from a recent cursor', async () => {
    const before = await cursorNow()
    const draft = await post({ title: 'Acquisition plans', published: false })
    await h.admin('patch', `/api/blog/posts/${draft.id}`).send({ excerpt: 'Still secret' }).expect(200)
    const gone = await post({ title: 'Abandoned idea', published: false })
    await h.admin('delete', `/api/blog/posts/${gone.id}`).expect(204)
    const draftResource = await resource({ title: 'Unreleased report', published: false })
    const hidden = [['blogPost', draft.id], ['blogPost', gone.id], ['resource', draftResource.id]]

    for (const [who, cookie] of [['visitor', undefined], ['member', h.cookies.member]] as const) {
      for (const since of ['0', before]) {
        const seen = (await feed(cookie, since)).map(([entity, id]) => [entity, id])
        for (const item of hidden) expect(seen, `${who} from ${since}`).not.toContainEqual(item)
      }
    }
    // Administrators see the drafts, and the deleted one's tombstone.
    const admin = await feed(h.cookies.admin, before)
    expect(admin).toContainEqual(['blogPost', draft.id, 'put'])
    expect(admin).toContainEqual(['blogPost', gone.id, 'delete'])
    expect(admin).toContainEqual(['resource', draftResource.id, 'put'])
  })

  it('a draft that is published reaches everyone; unpublished or deleted afterwards, it reaches everyone as a delete', async () => {
    const draft = await post({ title: 'Coming soon', published: false })
    await h.admin('patch', `/api/blog/posts/${draft.id}`).send({ published: true }).expect(200)
    const whilePublic = await cursorNow()
    expect(await feed(undefined)).toContainEqual(['blogPost', draft.id, 'put'])

    await h.admin('patch', `/api/blog/posts/${draft.id}`).send({ published: false }).expect(200)
    await h.admin('patch', `/api/blog/posts/${draft.id}`).send({ excerpt: 'Edited while a draft again' }).expect(200)
    expect(await feed(undefined, whilePublic)).toContainEqual(['blogPost', draft.id, 'delete'])

    const deleted = await post({ title: 'Short-lived', published: true })
    const sawIt = await cursorNow()
    await h.admin('patch', `/api/blog/posts/${deleted.id}`).send({ published: false }).expect(200)
    await h.admin('delete', `/api/blog/posts/${deleted.id}`).expect(204)
    expect(await feed(h.cookies.member, sawIt)).toContainEqual(['blogPost', deleted.id, 'delete'])
  })
})
