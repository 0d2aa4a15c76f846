// Below the vendor dialog's Trust tab: upload a security document (PDF, at most 20 MB) with a title.
// Only for a saved vendor, and only online: uploads are not queued (web/data/admin/vendor-documents-admin.ts).
import { Button, Input, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormField } from '../../../components/form/form-field'
import { toaster } from '../../../components/toaster'
import { useOnlineStatus } from '../../../components/use-online-status'
import { documentFileProblem, uploadVendorDocument } from '../../../data/admin/vendor-documents-admin'

export function VendorDocumentsUpload({ vendorId }: { vendorId: number | null }) {
  const online = useOnlineStatus()
  const [title, setTitle] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [sending, setSending] = useState(false)
  if (vendorId === null || vendorId < 0) return <Text fontSize="sm" color="fg.muted">Documents can be added once the vendor is saved.</Text>
  const problem = file && documentFileProblem(file)
  const upload = async () => {
    if (!file) return
    setSending(true)
    try {
      await uploadVendorDocument(vendorId, title.trim(), file)
      toaster.create({ title: 'Document uploaded', description: title.trim(), type: 'success' })
      setTitle('')
      setFile(null)
    } catch (err) {
      toaster.create({ title: 'Error uploading document', description: err instanceof Error ? err.message : String(err), type: 'error' })
    } finally {
      setSending(false)
    }
  }
  return (
    <Stack gap="3" borderTopWidth="1px" pt="4" mt="6">
      <Text fontWeight="semibold">Security documents</Text>
      <FormField label="Document title">
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
      </FormField>
      <FormField label="PDF file" error={problem ?? undefined} helper="PDF only, at most 20 MB.">
        <Input type="file" accept="application/pdf,.pdf" p="1" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </FormField>
      <Button alignSelf="flex-start" size="sm" loading={sending} disabled={!online || !file || !!problem || title.trim() === ''} onClick={() => void upload()}>
        Upload document
      </Button>
    </Stack>
  )
}
