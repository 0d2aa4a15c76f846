// Edit Profile. The server has no call for users to change
// their own name or email (only administrators edit accounts). So the dialog is honest: it shows the
// details on file, says who can change them, and offers the one self-service change that exists,
// changing the password (change-password-dialog.tsx).
import { Button, Dialog, Link, Stack, Text } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { DialogFrame } from '../../components/form/dialog-frame'
import type { SessionUser } from '../../sync/base/session'

type Props = { user: SessionUser; onClose: () => void; onChangePassword: () => void }

export default function EditProfileDialog({ user, onClose, onChangePassword }: Props) {
  const [open, setOpen] = useState(true)
  const changePasswordNext = useRef(false)
  const details: [string, string][] = [
    ['First Name', user.firstName || 'Not set'],
    ['Last Name', user.lastName || 'Not set'],
    ['Username', user.username],
    ['Email', user.email],
  ]
  // The password dialog opens once this one has closed: opened earlier, this dialog handing focus back
  // to the Edit Profile button would count as a click outside the new one and close it.
  function changePassword() {
    changePasswordNext.current = true
    setOpen(false)
  }
  function closed() {
    if (changePasswordNext.current) onChangePassword()
    else onClose()
  }
  return (
    <DialogFrame open={open} onClose={() => setOpen(false)} onExitComplete={closed} layout="centered" title="Edit Profile"
      footer={<>
        <Button variant="outline" onClick={() => setOpen(false)}>Close</Button>
        <Button onClick={changePassword}>Change password</Button>
      </>}>
      <Stack gap="4">
        <Dialog.Description>
          Your name and email can't be changed from the app yet. An administrator can update them for you:{' '}
          <Link asChild color="brand.fg" onClick={() => setOpen(false)}><RouterLink to="/support">contact Support</RouterLink></Link>.
        </Dialog.Description>
        <Stack as="dl" gap="2">
          {details.map(([label, value]) => (
            <Stack key={label} direction={{ base: 'column', sm: 'row' }} gap={{ base: '0', sm: '3' }}>
              <Text as="dt" fontWeight="medium" minW="28">{label}</Text>
              <Text as="dd" color="fg.muted" wordBreak="break-all">{value}</Text>
            </Stack>
          ))}
        </Stack>
        <Text fontSize="sm">You can change your password here; you will need your current one.</Text>
      </Stack>
    </DialogFrame>
  )
}
