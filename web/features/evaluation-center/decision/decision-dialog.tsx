// The owner records the decision: which of the board's vendors (or products) was chosen, and why (plain
// text, required, at most DECISION_RATIONALE_MAX characters, as the server checks).
import { NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { DECISION_RATIONALE_MAX } from '../../../../sync/rules/board-decision'
import { FormDialog } from '../../../components/form/form-dialog'
import { FormField } from '../../../components/form/form-field'

interface Props {
  /** The board's items, in its order. */
  items: readonly { id: number; name: string }[]
  /** "vendor" or "product": names the choice. */
  kind: string
  onSubmit: (itemId: number, rationale: string) => Promise<void>
  onClose: () => void
}

export function DecisionDialog({ items, kind, onSubmit, onClose }: Props) {
  const [itemId, setItemId] = useState(items[0]?.id ?? 0)
  const [rationale, setRationale] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!rationale.trim()) return setError('Say why this one was chosen')
    if (rationale.trim().length > DECISION_RATIONALE_MAX) return setError(`The rationale is at most ${DECISION_RATIONALE_MAX} characters`)
    setBusy(true)
    try {
      await onSubmit(itemId, rationale.trim())
      onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <FormDialog layout="centered" title="Record the decision" submitLabel="Record decision" saving={busy} savingText={null} lazy={false}
      onSubmit={(e) => void submit(e)} onClose={onClose}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">The board is then frozen for the whole team: no more changes to its shortlist, weights, scores or team until you reopen the decision.</Text>
        <FormField label={`Chosen ${kind}`} required>
          <NativeSelect.Root>
            <NativeSelect.Field value={String(itemId)} onChange={(e) => setItemId(Number(e.target.value))}>
              {items.map((item) => <option key={item.id} value={item.id}>{item.name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Rationale" required error={error} helper={`Why the team chose it, in plain text (at most ${DECISION_RATIONALE_MAX} characters)`}>
          <Textarea value={rationale} rows={5} maxLength={DECISION_RATIONALE_MAX} onChange={(e) => { setRationale(e.target.value); setError(undefined) }} />
        </FormField>
      </Stack>
    </FormDialog>
  )
}
