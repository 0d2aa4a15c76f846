// The entity added in four steps (CONTRIBUTING.md, "Adding an entity"): a note written offline on one
// device lands once and shows on the person's other device; edited on both, the later one wins with no
// conflict to resolve; the vendor's deletion takes it off every device.
import { beforeAll, expect, it } from 'vitest'
import { createLocal, updateLocal } from '../../web/sync/push/local-writes'
import { pull } from '../../web/sync/pull/pull'
import { sendPending } from '../../web/sync/push/sender'
import { addVendor } from '../api/buyer-fixtures'
import { losingAnswers, makeSyncHarness, offline, signedInCopy, type SyncHarness } from './sync-harness'

let h: SyncHarness
beforeAll(async () => {
  h = await makeSyncHarness()
})

const notesOnServer = async () => await h.db.all<{ id: number; text: string }>('SELECT id, text FROM vendor_notes WHERE user_id = ?', h.ids.member)
const member = () => h.fetchAs(h.cookies.member)
const now = () => new Date().toISOString()

it('a note written offline lands once, even after a lost answer, and shows on the other device', async () => {
  const vendorId = (await addVendor(h.db)).id
  const laptop = await signedInCopy(h, h.cookies.member)
  const tablet = await signedInCopy(h, h.cookies.member)
  const tempId = await createLocal(laptop, 'vendorNote', { vendorId, text: 'Demo on Tuesday', userId: h.ids.member, createdAt: now(), updatedAt: now() })
  expect(await sendPending(laptop, offline)).toMatchObject({ sent: 0 })
  await sendPending(laptop, losingAnswers(member()), { ignoreBackoff: true })
  await sendPending(laptop, member(), { ignoreBackoff: true })
  expect((await notesOnServer()).map((n) => n.text)).toEqual(['Demo on Tuesday'])
  expect(await laptop.vendorNotes.get(tempId)).toBeUndefined()
  await pull(tablet, { fetchImpl: member(), ownerId: h.ids.member })
  expect((await tablet.vendorNotes.toArray()).map((n) => n.text)).toEqual(['Demo on Tuesday'])
})

it('edited on two devices, the later edit wins with no conflict, and the vendor\'s deletion takes it off', async () => {
  const vendorId = (await addVendor(h.db)).id
  const laptop = await signedInCopy(h, h.cookies.member)
  await createLocal(laptop, 'vendorNote', { vendorId, text: 'First thoughts', userId: h.ids.member, createdAt: now(), updatedAt: now() })
  await sendPending(laptop, member())
  const tablet = await signedInCopy(h, h.cookies.member)
  const [note] = (await tablet.vendorNotes.toArray()).filter((n) => n.vendorId === vendorId)
  await updateLocal(laptop, 'vendorNote', note.id, { text: 'From the laptop' })
  await updateLocal(tablet, 'vendorNote', note.id, { text: 'From the tablet, later' })
  expect(await sendPending(laptop, member())).toMatchObject({ sent: 1, conflicts: 0 })
  expect(await sendPending(tablet, member())).toMatchObject({ sent: 1, conflicts: 0 })
  expect((await notesOnServer()).find((n) => n.id === note.id)?.text).toBe('From the tablet, later')

  await h.admin('delete', `/api/vendors/${vendorId}`).expect(204)
  await pull(tablet, { fetchImpl: member(), ownerId: h.ids.member })
  expect(await tablet.vendorNotes.get(note.id)).toBeUndefined()
})
