// A buyer's private note on a vendor: what they heard on a demo call, a reference to check. Only its
// author sees it (the entity's audience is its owner: sync/entities/account.ts); one note per vendor.
import { z } from 'zod'
import { id, rowMeta } from './common'

export const VENDOR_NOTE_MAX = 2000
const text = z.string().trim().min(1, 'Write something to keep').max(VENDOR_NOTE_MAX, `A note is at most ${VENDOR_NOTE_MAX} characters`)

export const vendorNoteInputSchema = z.object({ vendorId: id, text })
export const vendorNoteUpdateSchema = z.object({ text })
export const vendorNoteSchema = z.object({
  ...rowMeta,
  userId: z.number(),
  vendorId: z.number(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type VendorNote = z.infer<typeof vendorNoteSchema>
