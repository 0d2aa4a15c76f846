// Reset Password: a new password of at least 8 characters (not a common one), sent straight to the
// server (POST /api/admin/users/{id}/reset-password), never queued on this device; needs a connection.
import { Input, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { PASSWORD_MIN, adminPasswordResetSchema, type User } from '../../../../sync/schemas'
import { useOnlineStatus } from '../../../components/use-online-status'
import { resetUserPassword, userCallFailure } from '../../../data/admin/admin-users'
import { FormDialog } from '../../../components/form/form-dialog'
import { FormField } from '../../../components/form/form-field'
import { NeedsConnection } from './user-form-parts'
import { runWithToasts } from '../shared/run-with-toasts'

export function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const online = useOnlineStatus()
  const { register, handleSubmit, formState } = useForm<{ password: string }>({ resolver: zodResolver(adminPasswordResetSchema), defaultValues: { password: '' } })
  const submit = handleSubmit(async ({ password }) => {
    const reset = await runWithToasts(
      () => resetUserPassword(user.id, password),
      () => ({ title: 'Success', description: 'Password reset successfully' }),
      (err) => ({ title: 'Error', description: userCallFailure(err, 'Failed to reset password') }),
    )
    if (reset) onClose()
  })
  return (
    <FormDialog open title="Reset Password" submitLabel="Reset Password" saving={formState.isSubmitting} onSubmit={(e) => void submit(e)} onClose={onClose} size="md">
      <Stack gap="4">
        {!online && <NeedsConnection what="Resetting a password" />}
        <Text>Choose a new password for <strong>{user.username}</strong>. They will be signed out everywhere.</Text>
        <FormField label="New Password" required error={formState.errors.password?.message} helper={`At least ${PASSWORD_MIN} characters.`}>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
      </Stack>
    </FormDialog>
  )
}
