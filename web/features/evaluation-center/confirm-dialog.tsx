// A yes-or-no question before a step that cannot be taken back (deleting or leaving a board, revealing
// its results).
import { Button, Text } from '@chakra-ui/react'
import { DialogFrame } from '../../components/form/dialog-frame'

interface Props {
  title: string
  text: string
  confirmLabel: string
  onConfirm: () => void
  onClose: () => void
  /** The step destroys something: its button is red. */
  destructive?: boolean
}

export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose, destructive = false }: Props) {
  return (
    <DialogFrame layout="alert" title={title} onClose={onClose}
      footer={<>
        <Button variant="outline" onClick={onClose}>Cancel</Button>
        <Button colorPalette={destructive ? 'red' : undefined} onClick={() => { onConfirm(); onClose() }}>{confirmLabel}</Button>
      </>}>
      <Text>{text}</Text>
    </DialogFrame>
  )
}
