// A visitor's vendor page is answered from the answers kept since the database last changed
// (api/http/public-answers.ts): the same status, headers and body as the route gives, until a
// versioned write commits, in this process or another on the same database, or a restore renews the
// epoch. A signed-in caller, an out-of-date app and any other method still go through every check and
// the route. The row is also changed behind the server's back (an UPDATE that raises no version, which
// no code path of the server makes) only to see which answers were kept.
import { beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type OpenDb } from '../../api/db/connection'
import { renewEpoch } from '../../api/db/epoch'
import { updateRow } from '../../api/db/repo'
import { vendorsTable } from '../../api/db/tables'
import { PROTOCOL_HEADER } from '../../sync/protocol/protocol-version'
import { ORIGIN, makeHarness, vendorBody, type Harness } from './harness'
import { decode, listen, rawGet } from './raw-http'

let h: Harness
let vendorId: number
const PAGE = '/api/vendors/kept-answers-vendor'

/** Renames the vendor without a versioned write: only an answer made before shows the old name. */
const renameBehindTheServer = (name: string) => h.db.run('UPDATE vendors SET name = ? WHERE id = ?', name, vendorId)
const nameOnPage = async (cookie?: string) => {
  const res = await h.call('get', PAGE, cookie)
  expect(res.status).toBe(200)
  return (res.body as { name: string }).name
}

beforeAll(async () => {
  h = await makeHarness()
  const res = await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Kept Answers Vendor' }))
  vendorId = (res.body as { id: number }).id
})

describe('kept answers for visitors', () => {
  it('answers a visitor the same status, headers and body the second time, from the kept answer', async () => {
    const first = await h.anon('get', PAGE)
    await renameBehindTheServer('Changed Behind')
    const second = await h.anon('get', PAGE)
    const shown = (res: typeof first) => ({ status: res.status, text: res.text, headers: { ...res.headers, date: undefined } })
    expect(shown(second)).toEqual(shown(first))
    expect((second.body as { name: string }).name).toBe('Kept Answers Vendor')
  })

  it('a signed-in caller goes to the route and reads the row as it is', async () => {
    expect(await nameOnPage()).toBe('Kept Answers Vendor')
    expect(await nameOnPage(h.cookies.member)).toBe('Changed Behind')
  })

  it('an admin edit drops the kept answer: the visitor sees the edit at once', async () => {
    const edit = await h.admin('patch', `/api/vendors/${vendorId}`).send({ name: 'Edited By Admin' })
    expect(edit.status).toBe(200)
    expect(await nameOnPage()).toBe('Edited By Admin')
    await renameBehindTheServer('Changed Again')
    expect(await nameOnPage()).toBe('Edited By Admin') // kept again, at the new version
  })

  it("another process's write to the same database drops it too (read from the database, not told)", async () => {
    const other: OpenDb = openDatabase(h.dbPath)
    try {
      await other.transaction(async (tx) => await updateRow(tx, vendorsTable, vendorId, { name: 'Written Elsewhere' }))
    } finally {
      await other.close()
    }
    expect(await nameOnPage()).toBe('Written Elsewhere')
  })

  it('a renewed epoch (a restore) drops it', async () => {
    expect(await nameOnPage()).toBe('Written Elsewhere')
    await renameBehindTheServer('Restored Name')
    expect(await nameOnPage()).toBe('Written Elsewhere')
    await renewEpoch(h.db)
    expect(await nameOnPage()).toBe('Restored Name')
  })

  it('an out-of-date app is still told to reload on a kept page', async () => {
    expect(await nameOnPage()).toBe('Restored Name')
    const res = await h.anon('get', PAGE).set(PROTOCOL_HEADER, '0')
    expect(res.status).toBe(426)
  })

  it('a write of any other row drops every kept answer', async () => {
    await renameBehindTheServer('Before Other Write')
    expect(await nameOnPage()).toBe('Restored Name')
    expect((await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Unrelated Vendor' }))).status).toBe(201)
    expect(await nameOnPage()).toBe('Before Other Write')
  })

  it('an unknown vendor stays 404, and is answered once it exists', async () => {
    expect((await h.anon('get', '/api/vendors/not-yet-there')).status).toBe(404)
    expect((await h.admin('post', '/api/vendors').send(vendorBody({ name: 'Not Yet There' }))).status).toBe(201)
    expect((await h.anon('get', '/api/vendors/not-yet-there')).status).toBe(200)
  })

  it('a browser gets the kept answer compressed as the route would send it', async () => {
    const server = await listen(h.app)
    try {
      const fresh = await rawGet(server, PAGE, { 'Accept-Encoding': 'gzip', Origin: ORIGIN })
      await renameBehindTheServer('Not Sent')
      const kept = await rawGet(server, PAGE, { 'Accept-Encoding': 'gzip', Origin: ORIGIN })
      expect(kept.headers['content-encoding']).toBe(fresh.headers['content-encoding'])
      expect(kept.headers.vary).toBe('Accept-Encoding')
      expect(decode(kept).toString()).toBe(decode(fresh).toString())
      expect(JSON.parse(decode(kept).toString())).toMatchObject({ name: 'Before Other Write' })
    } finally {
      server.close()
    }
  })
})

