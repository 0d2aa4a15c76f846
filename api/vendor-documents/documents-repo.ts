// SQL of vendor documents and NDA acknowledgements (migration 018). These rows are not in the change
// feed: a document's list is read over REST, and its bytes only through the download route.
import type { VendorDocument } from '../../sync/schemas'
import type { Db } from '../db/connection'

export interface StoredDocument extends VendorDocument {
  storedName: string
}

const COLUMNS = 'id, vendor_id AS "vendorId", title, size, created_at AS "createdAt", stored_name AS "storedName"'

export async function findDocument(db: Db, id: number): Promise<StoredDocument | undefined> {
  return await db.get<StoredDocument>(`SELECT ${COLUMNS} FROM vendor_documents WHERE id = ?`, id)
}

/** The vendor's documents, oldest first; with `userId`, when that person accepted each one's NDA. */
export async function listDocuments(db: Db, vendorId: number, userId: number | null): Promise<VendorDocument[]> {
  const rows = await db.all<StoredDocument>(`SELECT ${COLUMNS} FROM vendor_documents WHERE vendor_id = ? ORDER BY id`, vendorId)
  const accepted = userId === null ? null : await acknowledgements(db, userId)
  return rows.map(({ storedName: _stored, ...doc }) => (accepted ? { ...doc, ndaAcknowledgedAt: accepted.get(doc.id) ?? null } : doc))
}

async function acknowledgements(db: Db, userId: number): Promise<Map<number, string>> {
  const rows = await db.all<{ id: number; at: string }>('SELECT document_id AS id, nda_acknowledged_at AS at FROM document_access WHERE user_id = ?', userId)
  return new Map(rows.map((r) => [r.id, r.at]))
}

export async function insertDocument(db: Db, doc: { vendorId: number; title: string; storedName: string; size: number; uploadedBy: number; createdAt: string }): Promise<number> {
  const id = await db.value<number>('INSERT INTO vendor_documents (vendor_id, title, stored_name, size, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id', doc.vendorId, doc.title, doc.storedName, doc.size, doc.uploadedBy, doc.createdAt)
  return id!
}

/** Records the acknowledgement once: accepting again keeps the first moment. Returns it. */
export async function acknowledgeNda(db: Db, documentId: number, userId: number, at: string): Promise<string> {
  await db.run('INSERT INTO document_access (document_id, user_id, nda_acknowledged_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', documentId, userId, at)
  return (await db.value<string>('SELECT nda_acknowledged_at FROM document_access WHERE document_id = ? AND user_id = ?', documentId, userId))!
}

export async function hasAcknowledged(db: Db, documentId: number, userId: number): Promise<boolean> {
  return await db.get('SELECT 1 FROM document_access WHERE document_id = ? AND user_id = ?', documentId, userId) !== undefined
}

export async function deleteDocumentRow(db: Db, id: number): Promise<void> {
  await db.run('DELETE FROM vendor_documents WHERE id = ?', id)
}
