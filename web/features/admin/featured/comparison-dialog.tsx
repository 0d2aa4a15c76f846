// Create/edit a featured comparison: a name and at least 2 items, otherwise the
// save button stays disabled; changing the type (vendor or product) clears the chosen items. Saved
// through the outbox to the server, where every visitor's copy picks it up.
import { Input, Stack, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { featuredComparisonCreateSchema, type FeaturedComparison, type FeaturedComparisonInput } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { saveComparison, useComparisonChoices } from '../../../data/admin/admin-content-featured'
import { FormDialog } from '../../../components/form/form-dialog'
import { FormField } from '../../../components/form/form-field'
import { SelectField } from '../shared/form-inputs'
import { savedDescription } from '../shared/saved-description'
import { ItemPicker } from './item-picker'

type Values = z.input<typeof featuredComparisonCreateSchema>
const TYPE_OPTIONS = [{ value: 'vendor', label: 'Vendors' }, { value: 'product', label: 'Products' }]
export const MIN_ITEMS = 2

export function ComparisonDialog({ comparison, onClose }: { comparison?: FeaturedComparison; onClose: () => void }) {
  const { register, control, handleSubmit, setValue, watch, formState } = useForm<Values, unknown, FeaturedComparisonInput>({
    resolver: zodResolver(featuredComparisonCreateSchema),
    defaultValues: { name: comparison?.name ?? '', description: comparison?.description ?? '', type: comparison?.type ?? 'vendor', items: comparison?.items ?? [] },
  })
  const [name, type, items] = watch(['name', 'type', 'items'])
  const choices = useComparisonChoices(type === 'product' ? 'product' : 'vendor') ?? []
  const ready = String(name ?? '').trim() !== '' && (items?.length ?? 0) >= MIN_ITEMS
  const submit = handleSubmit(async (input) => {
    await saveComparison({ ...input, description: input.description || null }, comparison)
    toaster.create({ title: comparison ? 'Comparison Updated' : 'Comparison Created', description: savedDescription('Featured comparison saved successfully'), type: 'success' })
    onClose()
  })
  const { errors } = formState
  return (
    <FormDialog title={comparison ? 'Edit Featured Comparison' : 'Create Featured Comparison'} submitLabel={comparison ? 'Update Comparison' : 'Save Comparison'}
      saving={formState.isSubmitting} submitDisabled={!ready} onSubmit={(e) => void submit(e)} onClose={onClose} lazy={false}>
      <Stack gap="4">
        <FormField label="Name" required error={errors.name?.message}><Input {...register('name')} /></FormField>
        <FormField label="Description" error={errors.description?.message}><Textarea rows={2} {...register('description')} /></FormField>
        <SelectField label="Type" options={TYPE_OPTIONS} error={errors.type?.message}
          registration={register('type', { onChange: () => setValue('items', [], { shouldValidate: false }) })} />
        <Controller control={control} name="items" render={({ field }) => (
          <ItemPicker label={type === 'product' ? 'Products' : 'Vendors'} choices={choices} selected={(field.value as number[]) ?? []} onChange={field.onChange} />
        )} />
      </Stack>
    </FormDialog>
  )
}
