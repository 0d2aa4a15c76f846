// The one dialog frame: backdrop, title (and an optional description under it), a body, an optional
// footer and the Close button in the corner. Three layouts:
// - 'panel': full screen on phones, a wide panel (size) from tablets (md) up, scrolling inside;
// - 'centered': full screen below 480 px (sm), a centred md box above;
// - 'alert': a centred md box at every width, announced as an alert dialog (a question to confirm).
// With onSubmit, the header, body and footer sit inside one <form> (display: contents keeps the
// dialog's own layout), so Enter in a field submits it.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { FormEventHandler, ReactNode } from 'react'

export type DialogFrameProps = {
  /** Controlled open state; a dialog mounted only while shown can leave it out. */
  open?: boolean
  /** Asked to close: Escape, the backdrop, the Close button. */
  onClose: () => void
  /** Called once the closing animation has finished. */
  onExitComplete?: () => void
  title: ReactNode
  description?: ReactNode
  layout?: 'panel' | 'centered' | 'alert'
  /** The panel's width from tablets up. */
  size?: 'md' | 'lg' | 'xl'
  footer?: ReactNode
  onSubmit?: FormEventHandler<HTMLFormElement>
  /** Render the content only while open (and drop it once closed). */
  lazy?: boolean
  /** Scroll the body inside the dialog rather than the page (panels always do). */
  scrollInside?: boolean
  motionPreset?: Dialog.RootProps['motionPreset']
  bodyProps?: Dialog.BodyProps
  children: ReactNode
}

export function DialogFrame(props: DialogFrameProps) {
  const { open = true, onClose, onExitComplete, title, description, layout = 'panel', size = 'lg', footer, onSubmit, lazy, scrollInside, motionPreset, bodyProps, children } = props
  const panel = layout === 'panel'
  const sizes = { panel: { base: 'full', md: size }, centered: { smDown: 'full', sm: 'md' }, alert: undefined } as const
  const parts = (
    <>
      {description === undefined
        ? <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
        : (
          <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="12">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description color="fg.muted" fontSize="sm">{description}</Dialog.Description>
          </Dialog.Header>
        )}
      <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
      {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
    </>
  )
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} onExitComplete={onExitComplete}
      size={sizes[layout]} placement={panel ? undefined : 'center'} role={layout === 'alert' ? 'alertdialog' : undefined}
      scrollBehavior={panel || scrollInside ? 'inside' : undefined}
      lazyMount={lazy} unmountOnExit={lazy} motionPreset={motionPreset}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {onSubmit ? <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>{parts}</form> : parts}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
