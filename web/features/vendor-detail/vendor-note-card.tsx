// Below a vendor's tabs: the signed-in buyer's private note on the vendor (what they heard on a demo
// call, a reference to check), kept on the device and synced to their other devices; only they see it.
// Visitors are offered to sign in to keep one.
import { Box, Button, Field, Heading, HStack, Text, Textarea } from '@chakra-ui/react'
import { useState } from 'react'
import { VENDOR_NOTE_MAX, type Vendor, type VendorNote } from '../../../sync/schemas'
import { useAuthDialogStore } from '../../components/auth-dialog-store'
import { toaster } from '../../components/toaster'
import { deleteVendorNote, saveVendorNote, useVendorNote, useVendorNoteWaiting } from '../../data/account/vendor-notes'
import { useSession } from '../../sync/base/session'

export const NOTE_PRIVATE_TEXT = 'Only you can see this note. It is kept on this device and synced to your other devices.'
export const NOTE_WAITING_TEXT = 'Saved on this device; it syncs when you are back online.'

export function VendorNoteCard({ vendor }: { vendor: Vendor }) {
  const signedIn = useSession((s) => s.user !== null)
  const openAuth = useAuthDialogStore((s) => s.open)
  const note = useVendorNote(vendor.id)
  return (
    <Box as="section" aria-labelledby="vendor-note-heading" mt={{ base: '10', md: '12' }} p={{ base: '4', md: '6' }} borderWidth="1px" borderColor="border" rounded="lg" bg="bg.subtle">
      <Heading as="h2" id="vendor-note-heading" size="lg" mb="2">Your private note</Heading>
      {!signedIn ? (
        <HStack gap="3" flexWrap="wrap">
          <Text color="fg.muted">Keep your own notes on {vendor.name}: what you heard on a call, what to ask next.</Text>
          <Button size="sm" variant="outline" onClick={() => openAuth('login')}>Sign in to keep notes</Button>
        </HStack>
      ) : note === undefined ? null : (
        // Keyed by the note's id and version: a change arriving from another device shows as it is.
        <NoteEditor key={`${note?.id ?? 'new'}:${note?.version ?? 0}`} vendor={vendor} note={note} />
      )}
    </Box>
  )
}

function NoteEditor({ vendor, note }: { vendor: Vendor; note: VendorNote | null }) {
  const [text, setText] = useState(note?.text ?? '')
  const waiting = useVendorNoteWaiting(note?.id)
  const trimmed = text.trim()
  const changed = trimmed !== (note?.text ?? '')
  const tooLong = trimmed.length > VENDOR_NOTE_MAX
  const save = async () => {
    await saveVendorNote(vendor.id, trimmed, note)
    toaster.create({ title: 'Note saved', type: 'success' })
  }
  const remove = async () => {
    if (!note) return
    await deleteVendorNote(note)
    setText('')
    toaster.create({ title: 'Note deleted', type: 'info' })
  }
  return (
    <Box>
      <Field.Root invalid={tooLong}>
        <Field.Label srOnly>Your note on {vendor.name}</Field.Label>
        <Textarea value={text} rows={4} maxLength={VENDOR_NOTE_MAX + 100} placeholder="Pricing quoted on the demo call, references to check, open questions…"
          onChange={(e) => setText(e.currentTarget.value)} />
        <Field.HelperText>{waiting ? NOTE_WAITING_TEXT : NOTE_PRIVATE_TEXT}</Field.HelperText>
        <Field.ErrorText>A note is at most {VENDOR_NOTE_MAX} characters</Field.ErrorText>
      </Field.Root>
      <HStack mt="3" gap="2">
        <Button size="sm" onClick={() => void save()} disabled={!changed || trimmed === '' || tooLong}>Save note</Button>
        {note && <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void remove()}>Delete note</Button>}
      </HStack>
    </Box>
  )
}
