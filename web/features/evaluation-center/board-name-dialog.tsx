// Names a board: creating one (with its type: vendors or products), saving a compare list as a board,
// or renaming. The message for a blank name is the server's own ("Board name is required").
import { Input, NativeSelect, Stack } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { FormDialog } from '../../components/form/form-dialog'
import { FormField } from '../../components/form/form-field'
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
    <FormDialog layout="centered" title={title} submitLabel={submitLabel} saving={busy} savingText={null} onSubmit={(e) => void submit(e)} onClose={onClose} lazy={false}>
      <Stack gap="4">
        <FormField label="Board name" required error={error ?? undefined}>
          <Input value={name} onChange={(e) => { setName(e.target.value); setError(null) }} maxLength={140} autoFocus />
        </FormField>
        {askType && (
          <FormField label="Compare">
            <NativeSelect.Root>
              <NativeSelect.Field value={type} onChange={(e) => setType(e.target.value as ItemType)}>
                <option value="vendor">Vendors</option>
                <option value="product">Products</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
      </Stack>
    </FormDialog>
  )
}
