// Create New User: username at least 3 characters, a valid email, a password of
// at least 8 (not a common one), optional names, role user (default) or admin. The call carries a password, so it goes
// straight to the server (never the outbox) and needs a connection; offline, the dialog says so.
import { Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { PASSWORD_MIN, userCreateSchema } from '../../../../sync/schemas'
import { useOnlineStatus } from '../../../components/use-online-status'
import { createUser, userCallFailure, userCallFieldErrors } from '../../../data/admin/admin-users'
import { FormDialog } from '../../../components/form/form-dialog'
import { FormField } from '../../../components/form/form-field'
import { SelectField } from '../shared/form-inputs'
import { NeedsConnection, ROLE_OPTIONS } from './user-form-parts'
import { runWithToasts } from '../shared/run-with-toasts'

type Values = z.input<typeof userCreateSchema>
const FIELDS = ['username', 'email', 'password', 'firstName', 'lastName', 'role'] as const

export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const online = useOnlineStatus()
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, z.output<typeof userCreateSchema>>({
    resolver: zodResolver(userCreateSchema),
    defaultValues: { username: '', email: '', password: '', firstName: '', lastName: '', role: 'user' },
  })
  const { errors } = formState
  const submit = handleSubmit(async (input) => {
    const created = await runWithToasts(
      () => createUser({ ...input, firstName: input.firstName || null, lastName: input.lastName || null }),
      () => ({ title: 'Success', description: 'User created successfully' }),
      (err) => {
        const fieldErrors = userCallFieldErrors(err)
        for (const field of FIELDS) if (fieldErrors[field]) setError(field, { message: fieldErrors[field] })
        return { title: 'Error', description: userCallFailure(err, 'Failed to create user') }
      },
    )
    if (created) onClose()
  })
  return (
    <FormDialog open title="Create New User" submitLabel="Create User" saving={formState.isSubmitting} onSubmit={(e) => void submit(e)} onClose={onClose} size="md">
      <Stack gap="4">
        {!online && <NeedsConnection what="Creating a user" />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First Name" error={errors.firstName?.message}><Input autoComplete="off" {...register('firstName')} /></FormField>
          <FormField label="Last Name" error={errors.lastName?.message}><Input autoComplete="off" {...register('lastName')} /></FormField>
        </SimpleGrid>
        <FormField label="Username" required error={errors.username?.message}>
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username')} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}><Input type="email" autoComplete="off" {...register('email')} /></FormField>
        <FormField label="Password" required error={errors.password?.message} helper={`At least ${PASSWORD_MIN} characters.`}>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <SelectField label="Role" error={errors.role?.message} registration={register('role')} options={ROLE_OPTIONS} />
      </Stack>
    </FormDialog>
  )
}
