// A create/edit dialog around a form: title, scrolling body, Cancel and a submit button that reads
// 'Saving...' while the submit runs. Full screen on phones, a wide panel from tablets up.
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { FormEventHandler, ReactNode } from 'react'

type Props = {
  open: boolean
  title: string
  submitLabel: string
  saving: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  onClose: () => void
  size?: 'md' | 'lg' | 'xl'
  children: ReactNode
}

export function FormDialog({ open, title, submitLabel, saving, onSubmit, onClose, size = 'lg', children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: size }} scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>Cancel</Button>
                <Button type="submit" loading={saving} loadingText="Saving...">{submitLabel}</Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
