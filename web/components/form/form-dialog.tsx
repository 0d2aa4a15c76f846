// A create/edit dialog around a form: the dialog frame with Cancel and a submit button that reads
// 'Saving...' (or savingText) while the submit runs.
import { Button } from '@chakra-ui/react'
import type { FormEventHandler } from 'react'
import { DialogFrame, type DialogFrameProps } from './dialog-frame'

type Props = Omit<DialogFrameProps, 'footer' | 'onSubmit'> & {
  submitLabel: string
  saving: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The submit button's text while saving; null shows only the spinner. */
  savingText?: string | null
  submitDisabled?: boolean
}

export function FormDialog({ submitLabel, saving, savingText = 'Saving...', submitDisabled, lazy = true, ...frame }: Props) {
  const footer = (
    <>
      <Button variant="outline" onClick={frame.onClose}>Cancel</Button>
      <Button type="submit" loading={saving} loadingText={savingText ?? undefined} disabled={submitDisabled}>{submitLabel}</Button>
    </>
  )
  return <DialogFrame lazy={lazy} {...frame} footer={footer} />
}
