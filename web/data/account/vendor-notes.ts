// A buyer's private note on a vendor, on the local copy: read with useLiveQuery, written through the
// plain mutations of the `vendorNote` entity (createLocal/updateLocal/deleteLocal), so a note written
// offline reaches the server once when the connection returns and shows on the person's other devices.
import { useLiveQuery } from 'dexie-react-hooks'
import type { VendorNote } from '../../../sync/schemas'
import { db, type VettedDb } from '../../db/db'
import { useSession } from '../../sync/base/session'
import { createLocal, deleteLocal, updateLocal } from '../../sync/push/local-writes'

/** The signed-in person's note on this vendor: undefined while reading, null when there is none. */
export function useVendorNote(vendorId: number): VendorNote | null | undefined {
  const userId = useSession((s) => s.user?.id ?? null)
  return useLiveQuery(
    async () => (userId === null ? null : ((await db.vendorNotes.where('vendorId').equals(vendorId).filter((n) => n.userId === userId).first()) ?? null)),
    [vendorId, userId],
  )
}

/** Keeps `text` as the person's note on the vendor: a new note, or the existing one's text replaced. */
export async function saveVendorNote(vendorId: number, text: string, existing: VendorNote | null, d: VettedDb = db): Promise<void> {
  const user = useSession.getState().user
  if (!user) throw new Error('Sign in to keep notes')
  const now = new Date().toISOString()
  if (existing) await updateLocal(d, 'vendorNote', existing.id, { text, updatedAt: now })
  else await createLocal(d, 'vendorNote', { vendorId, text, userId: user.id, createdAt: now, updatedAt: now })
}

export const deleteVendorNote = (note: VendorNote, d: VettedDb = db) => deleteLocal(d, 'vendorNote', note.id)

/** Whether a change of this note still waits to reach the server (written offline, or not sent yet). */
export function useVendorNoteWaiting(noteId: number | undefined): boolean {
  return (
    useLiveQuery(async () => (noteId === undefined ? 0 : db.outbox.where('[entity+entityId]').equals(['vendorNote', noteId]).count()), [noteId]) ?? 0
  ) > 0
}
