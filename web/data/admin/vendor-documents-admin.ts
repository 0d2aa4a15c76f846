// An admin's uploads of a vendor's security documents (docs/trust-profiles.md, "Documents"): the PDF
// is sent raw, typed application/pdf; the server checks its size (20 MB), type and first bytes. An
// upload needs a connection: documents are not queued in the outbox.
import { MAX_DOCUMENT_BYTES, DOCUMENT_MESSAGES } from '../../../sync/schemas'
import { ApiError, readBody } from '../../sync/base/api-client'
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '../../../sync/protocol/protocol-version'

/** Refuses here what the server would refuse anyway, before sending megabytes: size and type. */
export function documentFileProblem(file: File): string | null {
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.tooLarge
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return DOCUMENT_MESSAGES.notPdf
  return null
}

export async function uploadVendorDocument(vendorId: number, title: string, file: File): Promise<void> {
  const res = await fetch(`/api/vendors/${vendorId}/documents?title=${encodeURIComponent(title)}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/pdf', Accept: 'application/json', [PROTOCOL_HEADER]: String(PROTOCOL_VERSION) },
    body: file,
  })
  if (!res.ok) {
    const { json, text } = await readBody(res)
    throw new ApiError(res.status, json, (json?.message as string | undefined) ?? (text || res.statusText))
  }
}
