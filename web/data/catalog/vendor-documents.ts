// A vendor's security documents for the Trust tab: the list (titles for everyone; for a signed-in
// buyer, whether they accepted each one's NDA), accepting the NDA, and opening a document. The list
// and each opened PDF are kept in the device's opened-documents cache (web/sync/account/opened-documents.ts),
// so both read offline after one visit; the cache is emptied at sign-out.
import { useCallback, useEffect, useState } from 'react'
import type { VendorDocument } from '../../../sync/schemas'
import { api, apiRaw, ApiError } from '../../sync/base/api-client'
import { useSession } from '../../sync/base/session'
import { cachedAnswer, keepAnswer } from '../../sync/account/opened-documents'

const listPath = (vendorId: number) => `/api/vendors/${vendorId}/documents`
export const documentFilePath = (documentId: number) => `/api/documents/${documentId}/file`

async function readList(vendorId: number): Promise<VendorDocument[] | null> {
  try {
    const res = await apiRaw(listPath(vendorId))
    if (res.ok) {
      await keepAnswer(listPath(vendorId), res.clone())
      return (await res.json()) as VendorDocument[]
    }
  } catch {
    // Offline or unreachable: the copy kept from the last visit below.
  }
  const kept = await cachedAnswer(listPath(vendorId))
  return kept ? ((await kept.json()) as VendorDocument[]) : null
}

export interface VendorDocuments {
  /** undefined while reading; null when neither the server nor this device has the list. */
  documents: VendorDocument[] | null | undefined
  reload: () => void
}

export function useVendorDocuments(vendorId: number): VendorDocuments {
  const userId = useSession((s) => s.user?.id ?? null)
  const [documents, setDocuments] = useState<VendorDocument[] | null | undefined>(undefined)
  const [round, setRound] = useState(0)
  useEffect(() => {
    let live = true
    void readList(vendorId).then((list) => live && setDocuments(list))
    return () => void (live = false)
  }, [vendorId, userId, round])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  return { documents, reload }
}

/** Records the signed-in buyer's NDA acknowledgement for the document. */
export async function acceptDocumentNda(documentId: number): Promise<void> {
  await api(`/api/documents/${documentId}/access`, { method: 'POST', body: { acceptNda: true } })
}

/** Whether this device keeps the document for reading offline. */
export async function isDocumentKept(documentId: number): Promise<boolean> {
  return (await cachedAnswer(documentFilePath(documentId))) !== undefined
}

/** The document's PDF: from this device when kept, else downloaded and kept. Throws ApiError on refusal. */
export async function documentBlob(documentId: number): Promise<Blob> {
  const path = documentFilePath(documentId)
  const kept = await cachedAnswer(path)
  if (kept) return kept.blob()
  const res = await apiRaw(path, { headers: { Accept: 'application/pdf' }, timeoutMs: 120_000 })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null
    throw new ApiError(res.status, body, typeof body?.message === 'string' ? body.message : res.statusText)
  }
  await keepAnswer(path, res.clone())
  return res.blob()
}
