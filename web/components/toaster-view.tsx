// The toast stack itself (Chakra's Toaster): loaded on demand by ./toaster.tsx. Every notice has a close
// button: one shows at a time, so a person who has read it can bring up the next at once, and uncover
// whatever it sits on.
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, type CreateToasterReturn } from '@chakra-ui/react'

export default function ToasterView({ toaster }: { toaster: CreateToasterReturn }) {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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
