// A vendor's security documents (PDF) and a buyer's NDA acknowledgement before opening one
// (docs/trust-profiles.md, "Documents").
import { z } from 'zod'

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024
export const DOCUMENT_MESSAGES = {
  tooLarge: 'A document is at most 20 MB',
  notPdf: 'Only PDF documents can be uploaded',
  empty: 'The document is empty',
  ndaRequired: 'Accept the NDA to open this document',
  ndaNotAccepted: 'Tick the box to accept the NDA',
} as const

/** The NDA a buyer accepts before opening a vendor's document; stored with who accepted it and when. */
export const DOCUMENT_NDA_TEXT =
  'I will keep this document confidential: I will use it only to evaluate this vendor for my organisation and will not share it outside my organisation.'

export const documentUploadQuery = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
})

export const documentAccessInput = z.object({
  acceptNda: z.literal(true, DOCUMENT_MESSAGES.ndaNotAccepted),
})

export const vendorDocumentSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  title: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** For a signed-in buyer: when they accepted the NDA for it (null: not yet); absent for a visitor. */
  ndaAcknowledgedAt: z.string().nullable().optional(),
})
export type VendorDocument = z.infer<typeof vendorDocumentSchema>
