// Small pieces the auth forms share: a password input with a show/hide toggle, a link-styled action
// button, and the offline notice.
import { Box, Button, IconButton, Input, InputGroup, type ButtonProps, type InputProps } from '@chakra-ui/react'
import { useState } from 'react'
import { OfflineIcon } from '../icons'
import { needsConnection, type AuthAction } from './auth-messages'

/** The toggle keeps one name ("Show password") and reports its state with aria-pressed. */
export function PasswordInput(props: InputProps) {
  const [visible, setVisible] = useState(false)
  const toggle = (
    <IconButton size="xs" variant="ghost" aria-label="Show password" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
      {visible ? <EyeOffIcon /> : <EyeIcon />}
    </IconButton>
  )
  return (
    <InputGroup endElement={toggle} endElementProps={{ pe: '1' }}>
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  )
}

/** A button that reads like a link: it switches the dialog's mode rather than going anywhere. */
export function TextAction(props: ButtonProps) {
  return <Button variant="plain" size="sm" h="auto" p="0" minW="0" color="brand.fg" textDecoration="underline" textUnderlineOffset="3px" {...props} />
}

export function OfflineNotice({ action }: { action: AuthAction }) {
  return (
    <Box role="status" display="flex" gap="2" alignItems="flex-start" p="3" rounded="md" borderWidth="1px"
      borderColor="orange.muted" bg="orange.subtle" color="orange.fg" fontSize="sm">
      <Box as="span" flexShrink="0" mt="0.5"><OfflineIcon size={16} /></Box>
      <span>You're offline. {needsConnection(action)}</span>
    </Box>
  )
}

function EyeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" />
    </svg>
  )
}

function EyeOffIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  )
}
