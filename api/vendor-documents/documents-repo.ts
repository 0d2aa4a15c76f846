// SQL of vendor documents and NDA acknowledgements (migration 018). These rows are not in the change
// feed: a document's list is read over REST, and its bytes only through the download route.
import type { VendorDocument } from '../../sync/schemas'
import type { Db } from '../db/connection'

export interface StoredDocument extends VendorDocument {
  storedName: string
}

const COLUMNS = 'id, vendor_id AS vendorId, title, size, created_at AS createdAt, stored_name AS storedName'

export function findDocument(db: Db, id: number): StoredDocument | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM vendor_documents WHERE id = ?`).get(id) as StoredDocument | undefined
}

/** The vendor's documents, oldest first; with `userId`, when that person accepted each one's NDA. */
export function listDocuments(db: Db, vendorId: number, userId: number | null): VendorDocument[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM vendor_documents WHERE vendor_id = ? ORDER BY id`).all(vendorId) as StoredDocument[]
  const accepted = userId === null ? null : acknowledgements(db, userId)
  return rows.map(({ storedName: _stored, ...doc }) => (accepted ? { ...doc, ndaAcknowledgedAt: accepted.get(doc.id) ?? null } : doc))
}

function acknowledgements(db: Db, userId: number): Map<number, string> {
  const rows = db.prepare('SELECT document_id AS id, nda_acknowledged_at AS at FROM document_access WHERE user_id = ?').all(userId) as { id: number; at: string }[]
  return new Map(rows.map((r) => [r.id, r.at]))
}

export function insertDocument(db: Db, doc: { vendorId: number; title: string; storedName: string; size: number; uploadedBy: number; createdAt: string }): number {
  return Number(db.prepare('INSERT INTO vendor_documents (vendor_id, title, stored_name, size, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(doc.vendorId, doc.title, doc.storedName, doc.size, doc.uploadedBy, doc.createdAt).lastInsertRowid)
}

/** Records the acknowledgement once: accepting again keeps the first moment. Returns it. */
export function acknowledgeNda(db: Db, documentId: number, userId: number, at: string): string {
  db.prepare('INSERT OR IGNORE INTO document_access (document_id, user_id, nda_acknowledged_at) VALUES (?, ?, ?)').run(documentId, userId, at)
  return db.prepare('SELECT nda_acknowledged_at FROM document_access WHERE document_id = ? AND user_id = ?').pluck().get(documentId, userId) as string
}

export function hasAcknowledged(db: Db, documentId: number, userId: number): boolean {
  return db.prepare('SELECT 1 FROM document_access WHERE document_id = ? AND user_id = ?').get(documentId, userId) !== undefined
}

export function deleteDocumentRow(db: Db, id: number): void {
  db.prepare('DELETE FROM vendor_documents WHERE id = ?').run(id)
}
