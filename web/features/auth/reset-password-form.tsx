// Reset with the token from the mailed link: New Password, Confirm Password and
// Reset Password ("Resetting..."). The token travels as a hidden form value, so a link whose token got
// cut off answers "Reset token is required" like any other field error.
import { Box, Button, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { PASSWORD_MIN, passwordResetFormSchema } from '../../../sync/schemas/user'
import { toaster } from '../../components/toaster'
import { useOnlineStatus } from '../../components/use-online-status'
import { resetPassword } from '../../data/account/passwords'
import { AUTH_TEXT, failureMessage } from '../../components/auth/auth-messages'
import { useDelayedAction } from './use-delayed-action'
import { OfflineNotice, PasswordInput } from '../../components/auth/form-parts'
import { FormField } from '../../components/form/form-field'

/** onSuccess runs 1 second after a successful submit. */
type Props = { token: string; onSuccess: () => void; onBackToLogin: () => void }
type ResetValues = z.input<typeof passwordResetFormSchema>

export function ResetPasswordForm({ token, onSuccess, onBackToLogin }: Props) {
  const online = useOnlineStatus()
  const { register, handleSubmit, formState } = useForm<ResetValues, unknown, z.output<typeof passwordResetFormSchema>>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting, isSubmitSuccessful } = formState
  const finishSoon = useDelayedAction(onSuccess) // 1000 ms after success

  const submit = handleSubmit(async (values) => {
    let message: string
    try {
      message = await resetPassword(values.token, values.password)
    } catch (err) {
      toaster.create({ title: failureMessage(err, AUTH_TEXT.resetFallback, 'Resetting a password'), type: 'error' })
      throw err
    }
    toaster.create({ title: message, type: 'success' })
    finishSoon()
  })

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
      <Stack gap="4">
        {!online && <OfflineNotice action="Resetting a password" />}
        <input type="hidden" {...register('token')} />
        {errors.token && (
          <Box role="alert" p="3" rounded="md" borderWidth="1px" borderColor="red.muted" bg="red.subtle" color="red.fg" fontSize="sm">
            {errors.token.message}. Ask for a new link with "Back to Login", then "Forgot your password?".
          </Box>
        )}
        <FormField label="New Password" error={errors.password?.message} helper={`At least ${PASSWORD_MIN} characters.`}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText="Resetting..." disabled={!online || isSubmitSuccessful}>
          Reset Password
        </Button>
        <Button variant="ghost" onClick={onBackToLogin}>Back to Login</Button>
      </Stack>
    </form>
  )
}
