// The signed-in buyer's private notes on vendors: GET /api/vendor-notes, POST /api/vendor-notes
// {vendorId, text} (201 for a new note, 200 when it replaced the text of the note already on that
// vendor), PATCH and DELETE /api/vendor-notes/{id} (If-Match). Another person's note is 404.
import { Router } from 'express'
import { idParams, vendorNoteInputSchema, vendorNoteUpdateSchema } from '../../sync/schemas'
import type { AppContext } from '../context'
import { ifMatchVersion, parse } from '../http/parse'
import { sendWrite } from '../http/send-write'
import { currentUser, requireUser } from '../middleware/auth'
import { deleteVendorNote, listVendorNotes, saveVendorNote, updateVendorNote } from './vendor-notes-service'

export function vendorNotesRoutes({ db }: AppContext): Router {
  const r = Router()

  r.get('/vendor-notes', requireUser, async (req, res) => {
    res.json(await listVendorNotes(db, currentUser(req).id))
  })

  r.post('/vendor-notes', requireUser, async (req, res) => {
    const { vendorId, text } = parse(vendorNoteInputSchema, req.body)
    const userId = currentUser(req).id
    const exists = await db.get('SELECT 1 FROM vendor_notes WHERE user_id = ? AND vendor_id = ?', userId, vendorId) !== undefined
    await sendWrite(db, req, res, exists ? 200 : 201, async (tx) => (await saveVendorNote(tx, userId, vendorId, text)).note)
  })

  r.patch('/vendor-notes/:id', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const { text } = parse(vendorNoteUpdateSchema, req.body)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 200, async (tx) => await updateVendorNote(tx, currentUser(req).id, id, text, expected))
  })

  r.delete('/vendor-notes/:id', requireUser, async (req, res) => {
    const { id } = parse(idParams, req.params)
    const expected = ifMatchVersion(req.get('If-Match'))
    await sendWrite(db, req, res, 204, async (tx) => await deleteVendorNote(tx, currentUser(req).id, id, expected))
  })

  return r
}
