// The toast stack itself (Chakra's toaster and its view): loaded on demand by ./toaster.tsx. Every
// notice has a close button: one shows at a time, so a person who has read it can bring up the next at
// once, and uncover whatever it sits on.
import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react'
import { showNoticesWith } from './toaster'

export const TOAST_DURATION_MS = 5000

const chakraToaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
})

// The notices raised so far go into Chakra's toaster as this chunk loads, before its view starts (the
// view reads them at its start; one created while it mounts could be missed), and every later one straight away.
showNoticesWith((options) => void chakraToaster.create(options))

export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={chakraToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
