// A yes-or-no question before a step that cannot be taken back (deleting or leaving a board, revealing
// its results).
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'

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
    <Dialog.Root open role="alertdialog" placement="center" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
            <Dialog.Body><Text>{text}</Text></Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>Cancel</Button>
              <Button colorPalette={destructive ? 'red' : undefined} onClick={() => { onConfirm(); onClose() }}>{confirmLabel}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label="Close" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
