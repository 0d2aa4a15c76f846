// Register: First and Last Name (optional), Username, Email and Password;
// "Creating account..." while it runs, "Account created!" on success (the account is signed in),
// "Registration failed" otherwise. A taken username or a refused password comes back from the server
// per field and is shown on that field too. A taken email is never told (api/auth/registration.ts):
// the sign-in after it fails, and the form says to check the inbox, where the owner got a message.
import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { PASSWORD_MIN, registerSchema } from '../../../sync/schemas/user'
import { toaster } from '../../components/toaster'
import { useOnlineStatus } from '../../components/use-online-status'
import { register as createAccount, RegistrationNotSignedIn } from '../../sync/base/session'
import { AUTH_TEXT, failureMessage, serverFieldErrors } from '../../components/auth/auth-messages'
import { useDelayedAction } from './use-delayed-action'
import { OfflineNotice, PasswordInput, TextAction } from '../../components/auth/form-parts'
import { FormField } from '../../components/form/form-field'

/** onSuccess runs 1 second after a successful submit. */
type Props = { onSuccess: () => void; onSignIn: () => void }
type RegisterValues = z.input<typeof registerSchema>
const FIELDS = ['username', 'email', 'password', 'firstName', 'lastName'] as const

export function RegisterForm({ onSuccess, onSignIn }: Props) {
  const online = useOnlineStatus()
  const { register, handleSubmit, formState, setFocus, setError } = useForm<RegisterValues, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '' },
  })
  const { errors, isSubmitting, isSubmitSuccessful } = formState
  const finishSoon = useDelayedAction(onSuccess) // 1000 ms after success
  useEffect(() => setFocus('firstName'), [setFocus])

  const submit = handleSubmit(async (account) => {
    try {
      await createAccount({ ...account, firstName: account.firstName || null, lastName: account.lastName || null })
    } catch (err) {
      if (err instanceof RegistrationNotSignedIn) {
        toaster.create({ title: AUTH_TEXT.checkEmail, description: AUTH_TEXT.checkEmailDetail, type: 'info' })
        throw err
      }
      const fieldErrors = serverFieldErrors(err)
      for (const field of FIELDS) if (fieldErrors[field]) setError(field, { message: fieldErrors[field] })
      toaster.create({ title: AUTH_TEXT.registrationFailed, description: failureMessage(err, AUTH_TEXT.registrationFallback, 'Creating an account'), type: 'error' })
      throw err
    }
    toaster.create({ title: AUTH_TEXT.accountCreated, type: 'success' })
    finishSoon()
  })

  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
      <Stack gap="4">
        {!online && <OfflineNotice action="Creating an account" />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First Name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Username" error={errors.username?.message} helper="At least 3 characters: letters, numbers, dots, dashes or underscores.">
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} helper={`At least ${PASSWORD_MIN} characters.`}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText="Creating account..." disabled={!online || isSubmitSuccessful}>
          Create Account
        </Button>
        <Text fontSize="sm" textAlign="center" color="fg.muted">
          Already have an account? <TextAction onClick={onSignIn}>Sign in here</TextAction>
        </Text>
      </Stack>
    </form>
  )
}
