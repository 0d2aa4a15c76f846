// A buyer's private notes on vendors (api/vendor-notes): one per person and vendor, only ever theirs,
// in their feed alone, and gone with the vendor.
import { beforeAll, describe, expect, it } from 'vitest'
import { addVendor } from './buyer-fixtures'
import { makeHarness, type Harness } from './harness'

let h: Harness
let vendorId: number
beforeAll(async () => {
  h = await makeHarness()
  vendorId = (await addVendor(h.db)).id
})

const feedOf = async (cookie: string) =>
  ((await h.call('get', '/api/sync/changes?since=0&limit=5000', cookie)).body.changes as { entity: string; id: number; op: string }[]).filter((c) => c.entity === 'vendorNote')

describe('a private note on a vendor', () => {
  it('is made once, and saving another on the same vendor replaces its text', async () => {
    const first = await h.member('post', '/api/vendor-notes').send({ vendorId, text: '  Ask about SSO  ' })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ vendorId, userId: h.ids.member, text: 'Ask about SSO' })
    const again = await h.member('post', '/api/vendor-notes').send({ vendorId, text: 'Quoted $9 a seat' })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ id: first.body.id, text: 'Quoted $9 a seat' })
    expect((await h.member('get', '/api/vendor-notes')).body).toHaveLength(1)
  })

  it('is its author\'s only: another person gets 404 and never sees it in their feed', async () => {
    const [note] = (await h.member('get', '/api/vendor-notes')).body
    const other = await h.addUser('nosy')
    expect((await h.call('patch', `/api/vendor-notes/${note.id}`, other.cookie).send({ text: 'Mine now' })).status).toBe(404)
    expect((await h.call('delete', `/api/vendor-notes/${note.id}`, other.cookie)).status).toBe(404)
    expect((await h.call('get', '/api/vendor-notes', other.cookie)).body).toEqual([])
    expect(await feedOf(other.cookie)).toEqual([])
    expect((await feedOf(h.cookies.member)).map((c) => c.id)).toEqual([note.id])
    expect((await h.anon('get', '/api/vendor-notes')).status).toBe(401)
  })

  it('answers 412 with the current note to an edit made on an older version, and 400 to bad input', async () => {
    const [note] = (await h.member('get', '/api/vendor-notes')).body
    expect((await h.member('patch', `/api/vendor-notes/${note.id}`).set('If-Match', `"${note.version}"`).send({ text: 'Fresh' })).status).toBe(200)
    const stale = await h.member('patch', `/api/vendor-notes/${note.id}`).set('If-Match', `"${note.version}"`).send({ text: 'Stale' })
    expect(stale.status).toBe(412)
    expect(stale.body.current).toMatchObject({ text: 'Fresh' })
    expect((await h.member('post', '/api/vendor-notes').send({ vendorId, text: '   ' })).status).toBe(400)
    expect((await h.member('post', '/api/vendor-notes').send({ vendorId, text: 'x'.repeat(2001) })).status).toBe(400)
    expect((await h.member('post', '/api/vendor-notes').send({ vendorId: 999_999, text: 'No such vendor' })).body.errors).toEqual({ vendorId: 'Vendor not found' })
  })

  it('goes with its vendor, leaving a delete in its author\'s feed', async () => {
    const doomed = (await addVendor(h.db)).id
    const note = (await h.member('post', '/api/vendor-notes').send({ vendorId: doomed, text: 'Going away' })).body
    expect((await h.admin('delete', `/api/vendors/${doomed}`)).status).toBe(204)
    expect((await h.member('get', '/api/vendor-notes')).body.map((n: { id: number }) => n.id)).not.toContain(note.id)
    expect(await feedOf(h.cookies.member)).toContainEqual(expect.objectContaining({ id: note.id, op: 'delete' }))
  })
})
