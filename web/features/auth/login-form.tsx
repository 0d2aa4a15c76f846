// Login: Username and Password (with show/hide), "Signing in..." while it runs,
// "Welcome back!" on success, "Login failed" otherwise; links to the reset and register modes.
import { Button, Input, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { loginSchema } from '../../../sync/schemas/user'
import { toaster } from '../../components/toaster'
import { useOnlineStatus } from '../../components/use-online-status'
import { signIn } from '../../sync/base/session'
import { AUTH_TEXT, failureMessage } from '../../components/auth/auth-messages'
import { useDelayedAction } from './use-delayed-action'
import { OfflineNotice, PasswordInput, TextAction } from '../../components/auth/form-parts'
import { FormField } from '../../components/form/form-field'

/** onSuccess runs 1 second after a successful submit. */
type Props = { onSuccess: () => void; onForgotPassword: () => void; onCreateAccount: () => void }
type LoginValues = z.input<typeof loginSchema>

export function LoginForm({ onSuccess, onForgotPassword, onCreateAccount }: Props) {
  const online = useOnlineStatus()
  const { register, handleSubmit, formState, setFocus } = useForm<LoginValues, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  })
  const { errors, isSubmitting, isSubmitSuccessful } = formState
  const finishSoon = useDelayedAction(onSuccess) // 1000 ms after success
  useEffect(() => setFocus('username'), [setFocus]) // a mode switch starts at the first field

  const submit = handleSubmit(async ({ username, password }) => {
    try {
      await signIn(username, password)
    } catch (err) {
      toaster.create({ title: AUTH_TEXT.loginFailed, description: failureMessage(err, AUTH_TEXT.loginFallback, 'Signing in'), type: 'error' })
      throw err // keeps isSubmitSuccessful false
    }
    toaster.create({ title: AUTH_TEXT.welcomeBack, type: 'success' })
    finishSoon()
  })

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
      <Stack gap="4">
        {!online && <OfflineNotice action="Signing in" />}
        <FormField label="Username" error={errors.username?.message}>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <TextAction alignSelf="flex-end" onClick={onForgotPassword}>Forgot your password?</TextAction>
        <Button type="submit" loading={isSubmitting} loadingText="Signing in..." disabled={!online || isSubmitSuccessful}>
          Sign In
        </Button>
        <Text fontSize="sm" textAlign="center" color="fg.muted">
          Don't have an account? <TextAction onClick={onCreateAccount}>Create one here</TextAction>
        </Text>
      </Stack>
    </form>
  )
}
