// "Are you sure?" before a delete, the one shell every admin tab uses: an alert dialog with the tab's
// title and question, whose Delete button runs the delete (showing it pending meanwhile), then toasts
// the tab's success notice or, if the delete throws, an error titled by what was attempted
// ('Error deleting vendor'; 'Error' where it names none). A refusal the server sends later is
// toasted by useRejectionToasts.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { errorTitled, runWithToasts, type ToastText } from './run-with-toasts'

type Props<T> = {
  /** The item asked about; null keeps the dialog closed. */
  item: T | null
  title: string
  question: (item: T) => string
  remove: (item: T) => Promise<unknown>
  /** The success toast. */
  deleted: (item: T) => ToastText
  /** The error toast's title; its description is the error's message. */
  errorTitle?: string
  onClose: () => void
}

export function DeleteConfirm<T>({ item, title, question, remove, deleted, errorTitle = 'Error', onClose }: Props<T>) {
  const [pending, setPending] = useState(false)
  const confirm = async (target: T) => {
    setPending(true)
    await runWithToasts(() => remove(target), () => deleted(target), errorTitled(errorTitle))
    setPending(false)
    onClose()
  }
  return (
    <Dialog.Root role="alertdialog" open={item !== null} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{item !== null && question(item)}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>Cancel</Button>
              <Button colorPalette="red" loading={pending} onClick={() => item !== null && void confirm(item)}>Delete</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
