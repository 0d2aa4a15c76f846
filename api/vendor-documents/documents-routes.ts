// A vendor's security documents (docs/trust-profiles.md, "Documents"):
// - POST /api/vendors/{id}/documents?title=...: an admin uploads one PDF as the raw body
//   (Content-Type application/pdf, at most 20 MB: api/middleware/body-limits.ts refuses a visitor,
//   a member and an announced larger body before reading it); the bytes must start with "%PDF-".
// - GET /api/vendors/{id}/documents: the titles, for anyone; a signed-in buyer also sees whether
//   they accepted each one's NDA.
// - POST /api/documents/{id}/access {acceptNda: true}: a signed-in buyer accepts the NDA; stored
//   with who and when (the first acceptance stands).
// - GET /api/documents/{id}/file: the PDF, for a signed-in buyer who accepted the NDA (or an admin),
//   as an attachment, typed application/pdf, never sniffed.
// - DELETE /api/documents/{id}: an admin removes a document and its file.
import { Router } from 'express'
import { DOCUMENT_MESSAGES, documentAccessInput, documentUploadQuery, idParams } from '../../sync/schemas'
import type { AppContext } from '../context'
import { badRequest, forbidden, HttpError, notFound } from '../http/errors'
import { parse } from '../http/parse'
import { currentUser, requireAdmin, requireUser } from '../middleware/auth'
import { findVendor } from '../vendors/vendors-repo'
import { readDocumentFile, removeDocumentFile, storeDocumentFile } from './document-files'
import { acknowledgeNda, deleteDocumentRow, findDocument, hasAcknowledged, insertDocument, listDocuments } from './documents-repo'

const PDF_MAGIC = Buffer.from('%PDF-')

/** The download's file name: the title in plain ASCII for old clients, and in full (RFC 5987) for the rest. */
export function attachmentHeader(title: string): string {
  const ascii = title.replace(/[^\x20-\x7e]/g, '_').replace(/["\\/;]/g, '_').slice(0, 150) || 'document'
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`
}

export function documentsRoutes(ctx: AppContext): Router {
  const { db } = ctx
  const r = Router()

  r.post('/vendors/:id/documents', requireAdmin, async (req, res) => {
    const { id: vendorId } = parse(idParams, req.params)
    const { title } = parse(documentUploadQuery, req.query)
    if (!await findVendor(db, vendorId)) throw notFound('Vendor')
    if (!req.is('application/pdf')) throw new HttpError(415, DOCUMENT_MESSAGES.notPdf)
    const bytes: unknown = req.body
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest(DOCUMENT_MESSAGES.empty)
    if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new HttpError(415, DOCUMENT_MESSAGES.notPdf)
    const storedName = storeDocumentFile(ctx, bytes)
    try {
      const createdAt = new Date().toISOString()
      const id = await insertDocument(db, { vendorId, title, storedName, size: bytes.length, uploadedBy: currentUser(req).id, createdAt })
      res.status(201).json({ id, vendorId, title, size: bytes.length, createdAt })
    } catch (err) {
      removeDocumentFile(ctx, storedName)
      throw err
    }
  })

  r.get('/vendors/:id/documents', async (req, res) => {
    const { id: vendorId } = parse(idParams, req.params)
    if (!await findVendor(db, vendorId)) throw notFound('Vendor')
    res.json(await listDocuments(db, vendorId, req.user?.id ?? null))
  })

  r.post('/documents/:id/access', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    if (!await findDocument(db, id)) throw notFound('Document')
    parse(documentAccessInput, req.body)
    const at = await acknowledgeNda(db, id, currentUser(req).id, new Date().toISOString())
    res.json({ documentId: id, ndaAcknowledgedAt: at })
  })

  r.get('/documents/:id/file', requireUser, async (req, res, next) => {
    const { id } = parse(idParams, req.params)
    const doc = await findDocument(db, id)
    if (!doc) throw notFound('Document')
    const user = currentUser(req)
    if (user.role !== 'admin' && !await hasAcknowledged(db, id, user.id)) throw forbidden(DOCUMENT_MESSAGES.ndaRequired)
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentHeader(doc.title),
      'X-Content-Type-Options': 'nosniff',
      'Content-Length': String(doc.size),
      'Cache-Control': 'private, no-store',
    })
    const stream = readDocumentFile(ctx, doc.storedName)
    stream.on('error', (err) => (res.headersSent ? res.destroy(err) : next(err)))
    stream.pipe(res)
  })

  r.delete('/documents/:id', requireAdmin, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const doc = await findDocument(db, id)
    if (!doc) throw notFound('Document')
    await deleteDocumentRow(db, id)
    removeDocumentFile(ctx, doc.storedName)
    res.status(204).end()
  })

  return r
}
