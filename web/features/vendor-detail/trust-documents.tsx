// The Trust tab's documents (docs/trust-profiles.md, "Documents"): every visitor sees the titles; a
// visitor is offered "Sign in to request access"; a signed-in buyer requests access by accepting the
// NDA (a checkbox with its text), then opens the PDF, which this device keeps for reading offline
// until sign-out. Opening hands the file to the browser's download, built on the device.
import { Box, Button, Checkbox, Dialog, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { DOCUMENT_NDA_TEXT, type VendorDocument } from '../../../sync/schemas'
import { useAuthDialogStore } from '../../components/auth-dialog-store'
import { downloadFile } from '../../components/download-file'
import { toaster } from '../../components/toaster'
import { acceptDocumentNda, documentBlob, useVendorDocuments } from '../../data/catalog/vendor-documents'
import { useSession } from '../../sync/base/session'

export const NO_DOCUMENTS_TEXT = 'No documents yet'
export const DOCUMENTS_OFFLINE_TEXT = 'Documents show here once you have visited this page online.'
export const KEPT_OFFLINE_TEXT = 'Opened documents stay readable on this device, offline too, until you sign out.'

export function TrustDocuments({ vendorId }: { vendorId: number }) {
  const { documents, reload } = useVendorDocuments(vendorId)
  const signedIn = useSession((s) => s.user !== null)
  const openAuth = useAuthDialogStore((s) => s.open)
  const [asking, setAsking] = useState<VendorDocument | null>(null)
  if (documents === undefined) return null
  return (
    <Box as="section" aria-labelledby="trust-documents-heading" maxW="3xl">
      <Heading as="h3" id="trust-documents-heading" size="md" mb="3">Security documents</Heading>
      {documents === null ? <Text color="fg.muted">{DOCUMENTS_OFFLINE_TEXT}</Text>
        : documents.length === 0 ? <Text color="fg.muted">{NO_DOCUMENTS_TEXT}</Text>
          : (
            <Stack gap="3">
              {documents.map((doc) => (
                <HStack key={doc.id} justify="space-between" gap="3" p="3" borderWidth="1px" borderColor="border" rounded="md" flexWrap="wrap">
                  <Text fontWeight="medium">{doc.title}</Text>
                  {!signedIn ? <Button size="sm" variant="outline" onClick={() => openAuth('login')}>Sign in to request access</Button>
                    : doc.ndaAcknowledgedAt ? <OpenButton doc={doc} />
                      : <Button size="sm" variant="outline" onClick={() => setAsking(doc)}>Request access</Button>}
                </HStack>
              ))}
              {signedIn && <Text fontSize="sm" color="fg.muted">{KEPT_OFFLINE_TEXT}</Text>}
            </Stack>
          )}
      <NdaDialog doc={asking} onClose={() => setAsking(null)} onAccepted={reload} />
    </Box>
  )
}

function OpenButton({ doc }: { doc: VendorDocument }) {
  const [opening, setOpening] = useState(false)
  const open = async () => {
    setOpening(true)
    try {
      downloadFile(`${doc.title}.pdf`, await documentBlob(doc.id), 'application/pdf')
      toaster.create({ title: 'Document opened', description: `${doc.title} is kept on this device for offline reading.`, type: 'success' })
    } catch (err) {
      toaster.create({ title: 'Could not open the document', description: err instanceof Error ? err.message : String(err), type: 'error' })
    } finally {
      setOpening(false)
    }
  }
  return <Button size="sm" colorPalette="brand" loading={opening} onClick={() => void open()}>Open document</Button>
}

function NdaDialog({ doc, onClose, onAccepted }: { doc: VendorDocument | null; onClose: () => void; onAccepted: () => void }) {
  const [accepted, setAccepted] = useState(false)
  const [sending, setSending] = useState(false)
  const close = () => {
    setAccepted(false)
    onClose()
  }
  const send = async (target: VendorDocument) => {
    setSending(true)
    try {
      await acceptDocumentNda(target.id)
      onAccepted()
      close()
    } catch (err) {
      toaster.create({ title: 'Access not granted', description: err instanceof Error ? err.message : String(err), type: 'error' })
    } finally {
      setSending(false)
    }
  }
  return (
    <Dialog.Root open={doc !== null} onOpenChange={(e) => !e.open && close()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header><Dialog.Title>Request access</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{doc?.title}</Text>
                <Text fontSize="sm" color="fg.muted">{DOCUMENT_NDA_TEXT}</Text>
                <Checkbox.Root checked={accepted} onCheckedChange={(e) => setAccepted(e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>I accept the NDA</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={sending}>Cancel</Button>
              <Button colorPalette="brand" disabled={!accepted} loading={sending} onClick={() => doc && void send(doc)}>Request access</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
