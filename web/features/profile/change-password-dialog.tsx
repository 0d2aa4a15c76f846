// Change Password, from the profile: the current password (it proves the person at the keyboard owns
// the account), a new one of at least 8 characters that is not a common one, and its confirmation.
// The call goes straight to the server (POST /api/auth/change-password), never to this device's
// outbox, and needs a connection. The server signs out every other session and keeps this one.
import { Dialog, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { PASSWORD_MIN, changePasswordFormSchema } from '../../../sync/schemas/user'
import { toaster } from '../../components/toaster'
import { useOnlineStatus } from '../../components/use-online-status'
import { changePassword } from '../../data/account/passwords'
import { AUTH_TEXT, failureMessage, serverFieldErrors } from '../../components/auth/auth-messages'
import { OfflineNotice, PasswordInput } from '../../components/auth/form-parts'
import { FormDialog } from '../../components/form/form-dialog'
import { FormField } from '../../components/form/form-field'

type Values = z.input<typeof changePasswordFormSchema>
const FIELDS = ['currentPassword', 'newPassword'] as const

export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true)
  const online = useOnlineStatus()
  const { register, handleSubmit, formState, setError, setFocus } = useForm<Values, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = formState
  useEffect(() => setFocus('currentPassword'), [setFocus])

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    let message: string
    try {
      message = await changePassword(currentPassword, newPassword)
    } catch (err) {
      const fieldErrors = serverFieldErrors(err)
      for (const field of FIELDS) if (fieldErrors[field]) setError(field, { message: fieldErrors[field] })
      toaster.create({ title: AUTH_TEXT.changePasswordFallback, description: failureMessage(err, AUTH_TEXT.changePasswordFallback, 'Changing a password'), type: 'error' })
      return
    }
    toaster.create({ title: AUTH_TEXT.passwordChanged, description: message, type: 'success' })
    setOpen(false)
  })

  return (
    <FormDialog open={open} onClose={() => setOpen(false)} onExitComplete={onClose} layout="centered" title="Change Password"
      submitLabel="Change Password" saving={isSubmitting} savingText="Changing..." submitDisabled={!online} onSubmit={(e) => void submit(e)}>
      <Stack gap="4">
        <Dialog.Description>Your other devices and browsers will be signed out; this one stays signed in.</Dialog.Description>
        {!online && <OfflineNotice action="Changing a password" />}
        <FormField label="Current Password" error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
        </FormField>
        <FormField label="New Password" error={errors.newPassword?.message} helper={`At least ${PASSWORD_MIN} characters, not a common password.`}>
          <PasswordInput autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
      </Stack>
    </FormDialog>
  )
}
