// Names a board: creating one (with its type: vendors or products), saving a compare list as a board,
// or renaming. The message for a blank name is the server's own ("Board name is required").
import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import type { ItemType } from '../../../sync/schemas'

interface Props {
  title: string
  submitLabel: string
  initialName?: string
  /** Ask for the board's type too (new empty boards only). */
  askType?: boolean
  onSubmit: (name: string, type: ItemType) => void | Promise<void>
  onClose: () => void
}

export function BoardNameDialog({ title, submitLabel, initialName = '', askType = false, onSubmit, onClose }: Props) {
  const [name, setName] = useState(initialName)
  const [type, setType] = useState<ItemType>('vendor')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return setError('Board name is required')
    if (name.trim().length > 120) return setError('Board name must be at most 120 characters')
    setBusy(true)
    try {
      await onSubmit(name.trim(), type)
      onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ smDown: 'full', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
            <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root invalid={!!error} required>
                  <Field.Label>Board name</Field.Label>
                  <Input value={name} onChange={(e) => { setName(e.target.value); setError(null) }} maxLength={140} autoFocus />
                  {error && <Field.ErrorText>{error}</Field.ErrorText>}
                </Field.Root>
                {askType && (
                  <Field.Root>
                    <Field.Label>Compare</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={type} onChange={(e) => setType(e.target.value as ItemType)}>
                        <option value="vendor">Vendors</option>
                        <option value="product">Products</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>Cancel</Button>
              <Button type="submit" loading={busy}>{submitLabel}</Button>
            </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label="Close" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
