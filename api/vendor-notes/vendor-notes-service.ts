// A buyer's private notes on vendors: the vendor must exist, a person keeps one note per vendor (saving a
// note on a vendor that already has one replaces its text, so two devices writing one offline both land),
// and another person's note is 404.
import type { VendorNote } from '../../sync/schemas'
import type { Db } from '../db/connection'
import { deleteRow, findWhere, insertRow, updateRow } from '../db/repo'
import { vendorNotesTable } from '../db/tables'
import { assertDeleteVersion, badRequest, notFound, preconditionFailed } from '../http/errors'

export const listVendorNotes = async (db: Db, userId: number): Promise<VendorNote[]> =>
  await findWhere(db, vendorNotesTable, 'user_id = ? ORDER BY updated_at DESC, id DESC', userId)

const ownNote = async (db: Db, userId: number, id: number): Promise<VendorNote | undefined> => (await findWhere(db, vendorNotesTable, 'id = ? AND user_id = ?', id, userId))[0]

/** The note on `vendorId`, new or with its text replaced; `created` says which. */
export async function saveVendorNote(db: Db, userId: number, vendorId: number, text: string): Promise<{ note: VendorNote; created: boolean }> {
  if (!await db.get('SELECT 1 FROM vendors WHERE id = ?', vendorId)) throw badRequest('Vendor not found', { vendorId: 'Vendor not found' })
  const now = new Date().toISOString()
  const [existing] = await findWhere(db, vendorNotesTable, 'user_id = ? AND vendor_id = ?', userId, vendorId)
  if (existing) return { note: await updateRow(db, vendorNotesTable, existing.id, { text, updatedAt: now }), created: false }
  return { note: await insertRow(db, vendorNotesTable, { userId, vendorId, text, createdAt: now, updatedAt: now }), created: true }
}

export async function updateVendorNote(db: Db, userId: number, id: number, text: string, expectedVersion?: number): Promise<VendorNote> {
  const note = await ownNote(db, userId, id)
  if (!note) throw notFound('Note')
  if (expectedVersion !== undefined && note.version !== expectedVersion) throw preconditionFailed(note)
  return await updateRow(db, vendorNotesTable, id, { text, updatedAt: new Date().toISOString() })
}

export async function deleteVendorNote(db: Db, userId: number, id: number, expectedVersion?: number): Promise<void> {
  const note = await ownNote(db, userId, id)
  if (!note) throw notFound('Note')
  assertDeleteVersion(note, expectedVersion)
  await deleteRow(db, vendorNotesTable, id)
}
