// A vendor's security documents: admins upload PDFs only (type and "%PDF-" bytes), at most 20 MB,
// refused unread when the caller may not upload or Content-Length says more; files land in a private
// folder outside the web root; a buyer opens one only after accepting the NDA (stored: who, which,
// when); the download is an attachment typed application/pdf and never sniffed. Each refusal
// answers 4xx with a message and stores nothing.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { documentsDir } from '../../api/vendor-documents/document-files'
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES, type Vendor } from '../../sync/schemas'
import { makeHarness, vendorBody, type Harness } from './harness'

let h: Harness
let vendor: Vendor
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const documentCount = async () => await h.db.value('SELECT COUNT(*) FROM vendor_documents') as number
const storedFiles = () => (existsSync(documentsDir(h)) ? readdirSync(documentsDir(h)) : [])
const upload = (as: 'admin' | 'member' | 'anon', bytes: Buffer, type = 'application/pdf', title = 'SOC 2 Type II report') =>
  h[as]('post', `/api/vendors/${vendor.id}/documents?title=${encodeURIComponent(title)}`).set('Content-Type', type).send(bytes)

beforeAll(async () => {
  h = await makeHarness()
  vendor = (await h.admin('post', '/api/vendors').send(vendorBody())).body as Vendor
})

describe('uploading a document', () => {
  it('an admin uploads a PDF: 201, listed by title, stored 0600 in a 0700 folder beside the database', async () => {
    const res = await upload('admin', PDF)
    expect(res.status, res.text).toBe(201)
    expect(res.body).toMatchObject({ vendorId: vendor.id, title: 'SOC 2 Type II report', size: PDF.length })
    const [file] = storedFiles()
    expect(statSync(join(documentsDir(h), file)).mode & 0o777).toBe(0o600)
    expect(statSync(documentsDir(h)).mode & 0o777).toBe(0o700)
    const listed = await h.anon('get', `/api/vendors/${vendor.id}/documents`)
    expect(listed.body).toEqual([{ id: res.body.id, vendorId: vendor.id, title: 'SOC 2 Type II report', size: PDF.length, createdAt: res.body.createdAt }])
  })

  it.each([
    ['a visitor', 'anon', 401],
    ['a member', 'member', 403],
  ] as const)('%s cannot upload (%i), and nothing is stored', async (_who, as, status) => {
    const [rows, files] = [await documentCount(), storedFiles().length]
    expect((await upload(as, PDF)).status).toBe(status)
    expect([await documentCount(), storedFiles().length]).toEqual([rows, files])
  })

  it('refuses a file that is not a PDF by its type or by its first bytes (415), and an empty one (400)', async () => {
    const rows = await documentCount()
    const wrongType = await upload('admin', PDF, 'text/html')
    expect(wrongType.status).toBe(415)
    expect((await upload('admin', PDF, 'application/json')).body.message).toBe(DOCUMENT_MESSAGES.notPdf)
    const disguised = await upload('admin', Buffer.from('<html><script>alert(1)</script></html>'))
    expect([disguised.status, disguised.body.message]).toEqual([415, DOCUMENT_MESSAGES.notPdf])
    expect((await upload('admin', Buffer.alloc(0))).status).toBe(400)
    expect((await upload('admin', PDF, 'application/pdf', '   ')).status).toBe(400)
    expect(await documentCount()).toBe(rows)
  })

  it('refuses more than 20 MB (413; tests/security/body-limits.test.ts: before reading it)', async () => {
    const rows = await documentCount()
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES)])
    const res = await upload('admin', big)
    expect([res.status, res.body.message]).toEqual([413, DOCUMENT_MESSAGES.tooLarge])
    expect(await documentCount()).toBe(rows)
  })
})

describe('opening a document', () => {
  let documentId: number
  beforeAll(async () => {
    documentId = (await upload('admin', PDF, 'application/pdf', 'Penetration test — summary')).body.id
  })

  it('a visitor must sign in (401); a buyer without the NDA is refused (403 with its message)', async () => {
    expect((await h.anon('get', `/api/documents/${documentId}/file`)).status).toBe(401)
    const refused = await h.member('get', `/api/documents/${documentId}/file`)
    expect([refused.status, refused.body.message]).toEqual([403, DOCUMENT_MESSAGES.ndaRequired])
  })

  it('the NDA must be accepted explicitly; a visitor cannot accept it', async () => {
    expect((await h.anon('post', `/api/documents/${documentId}/access`).send({ acceptNda: true })).status).toBe(401)
    const unticked = await h.member('post', `/api/documents/${documentId}/access`).send({ acceptNda: false })
    expect(unticked.status).toBe(400)
    expect(await h.db.value('SELECT COUNT(*) FROM document_access')).toBe(0)
  })

  it('after accepting, the buyer downloads it as an attachment typed application/pdf, not sniffed', async () => {
    const accepted = await h.member('post', `/api/documents/${documentId}/access`).send({ acceptNda: true })
    expect(accepted.status).toBe(200)
    expect(await h.db.get('SELECT user_id, nda_acknowledged_at FROM document_access WHERE document_id = ?', documentId))
      .toEqual({ user_id: h.ids.member, nda_acknowledged_at: accepted.body.ndaAcknowledgedAt })
    const file = await h.member('get', `/api/documents/${documentId}/file`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => done(null, Buffer.concat(chunks)))
    })
    expect(file.status).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Penetration test _ summary.pdf"; filename*=UTF-8''${encodeURIComponent('Penetration test — summary.pdf')}`)
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0)
    const listed = (await h.member('get', `/api/vendors/${vendor.id}/documents`)).body as { id: number; ndaAcknowledgedAt: string | null }[]
    expect(listed.find((d) => d.id === documentId)?.ndaAcknowledgedAt).toBe(accepted.body.ndaAcknowledgedAt)
  })

  it('an unknown document is 404 for every call', async () => {
    expect((await h.member('get', '/api/documents/99999/file')).status).toBe(404)
    expect((await h.member('post', '/api/documents/99999/access').send({ acceptNda: true })).status).toBe(404)
    expect((await h.anon('get', '/api/vendors/99999/documents')).status).toBe(404)
  })

  it('an admin deletes a document and its file; a member cannot', async () => {
    const files = storedFiles().length
    expect((await h.member('delete', `/api/documents/${documentId}`)).status).toBe(403)
    expect((await h.admin('delete', `/api/documents/${documentId}`)).status).toBe(204)
    expect(storedFiles().length).toBe(files - 1)
    expect((await h.member('get', `/api/documents/${documentId}/file`)).status).toBe(404)
  })
})
