// Edit User: username and email follow the create rules, names optional, role,
// and 'Account is active'. Only changed fields are queued (PUT through the outbox), so it works offline.
import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { userUpdateSchema, type User } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { updateUser, type UserChanges } from '../../../data/admin/admin-users'
import { FormDialog } from '../../../components/form/form-dialog'
import { FormField } from '../../../components/form/form-field'
import { CheckboxField, SelectField } from '../shared/form-inputs'
import { savedDescription } from '../shared/saved-description'
import { ROLE_OPTIONS } from './user-form-parts'

type Values = z.input<typeof userUpdateSchema>
type Props = { user: User; isSelf: boolean; onClose: () => void }

export function EditUserDialog({ user, isSelf, onClose }: Props) {
  const { register, control, handleSubmit, formState } = useForm<Values, unknown, UserChanges>({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: { username: user.username, email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '', role: user.role, isActive: user.isActive },
  })
  const { errors, dirtyFields } = formState
  const submit = handleSubmit(async (values) => {
    const changes = Object.fromEntries(Object.entries(values).filter(([k]) => dirtyFields[k as keyof Values])) as UserChanges
    for (const name of ['firstName', 'lastName'] as const) if (name in changes) changes[name] = changes[name] || null
    if (Object.keys(changes).length) await updateUser(user.id, changes)
    toaster.create({ title: 'Success', description: savedDescription('User updated successfully'), type: 'success' })
    onClose()
  })
  return (
    <FormDialog open title="Edit User" submitLabel="Update User" saving={formState.isSubmitting} onSubmit={(e) => void submit(e)} onClose={onClose} size="md">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First Name" error={errors.firstName?.message}><Input autoComplete="off" {...register('firstName')} /></FormField>
          <FormField label="Last Name" error={errors.lastName?.message}><Input autoComplete="off" {...register('lastName')} /></FormField>
        </SimpleGrid>
        <FormField label="Username" error={errors.username?.message}>
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('username')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}><Input type="email" autoComplete="off" {...register('email')} /></FormField>
        <SelectField label="Role" error={errors.role?.message} registration={register('role')} options={ROLE_OPTIONS} />
        <CheckboxField control={control} name="isActive" label="Account is active" />
        {isSelf && <Text fontSize="sm" color="fg.muted">This is your own account: you cannot deactivate it or remove its administrator role.</Text>}
      </Stack>
    </FormDialog>
  )
}
