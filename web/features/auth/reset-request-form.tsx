// Reset request: Email Address and Send Reset Link. The server answers the same
// whether or not the email has an account, and so does this form: "If an account with that email
// exists, a password reset link has been sent."
import { Button, Input, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { passwordResetRequestSchema } from '../../../sync/schemas/user'
import { toaster } from '../../components/toaster'
import { useOnlineStatus } from '../../components/use-online-status'
import { requestPasswordReset } from '../../data/account/passwords'
import { AUTH_TEXT, failureMessage } from '../../components/auth/auth-messages'
import { useDelayedAction } from './use-delayed-action'
import { OfflineNotice } from '../../components/auth/form-parts'
import { FormField } from '../../components/form/form-field'

/** onSuccess runs 1 second after a successful submit. */
type Props = { onSuccess: () => void; onBackToLogin: () => void; autoFocus?: boolean }
type RequestValues = z.input<typeof passwordResetRequestSchema>

export function ResetRequestForm({ onSuccess, onBackToLogin, autoFocus = true }: Props) {
  const online = useOnlineStatus()
  const { register, handleSubmit, formState, setFocus } = useForm<RequestValues, unknown, z.output<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting, isSubmitSuccessful } = formState
  const finishSoon = useDelayedAction(onSuccess) // 1000 ms after success
  useEffect(() => {
    if (autoFocus) setFocus('email')
  }, [autoFocus, setFocus])

  const submit = handleSubmit(async ({ email }) => {
    let message: string
    try {
      message = await requestPasswordReset(email)
    } catch (err) {
      toaster.create({ title: failureMessage(err, AUTH_TEXT.resetRequestFallback, 'Resetting a password'), type: 'error' })
      throw err
    }
    toaster.create({ title: message, type: 'success' })
    finishSoon()
  })

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
      <Stack gap="4">
        {!online && <OfflineNotice action="Resetting a password" />}
        <FormField label="Email Address" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText="Sending..." disabled={!online || isSubmitSuccessful}>
          Send Reset Link
        </Button>
        <Button variant="ghost" onClick={onBackToLogin}>Back to Login</Button>
      </Stack>
    </form>
  )
}
