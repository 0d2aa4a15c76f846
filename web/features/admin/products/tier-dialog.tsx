// Add / Edit Pricing Tier: name ('Tier name is required'), description, features one per line, the
// Most popular flag and the sort order. The product may still have a temporary id (created offline).
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { tierCreateSchema, type ProductTier, type TierInput } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { saveTier } from '../../../data/admin/admin-catalog-pricing'
import { AdminField } from '../shared/form-field'
import { FormDialog } from '../shared/form-dialog'
import { CheckboxField, ListField } from '../shared/form-inputs'
import type { FormValuesOf } from '../shared/form-values'
import { linesToList, listToLines, optionalNumber } from '../shared/schema-resolver'
import { schemaResolver } from '../shared/schema-resolver'

/** The tier's fields but its product, which the dialog is opened for. */
type Values = FormValuesOf<TierInput, Exclude<keyof TierInput, 'productId'>>
type Props = { productId: number; tier: ProductTier | null; nextSortOrder: number; onClose: () => void }

export function TierDialog({ productId, tier, nextSortOrder, onClose }: Props) {
  const { register, control, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof tierCreateSchema>>({
    defaultValues: {
      name: tier?.name ?? '', description: tier?.description ?? '', features: listToLines(tier?.features),
      isPopular: tier?.isPopular ?? false, sortOrder: String(tier?.sortOrder ?? nextSortOrder),
    },
    resolver: schemaResolver(tierCreateSchema, (v) => ({
      productId, name: v.name, description: v.description.trim() || null, features: linesToList(v.features), isPopular: v.isPopular, sortOrder: optionalNumber(v.sortOrder) ?? undefined,
    }), ['productId']),
  })
  const { errors } = formState
  const submit = handleSubmit(async (input) => {
    try {
      await saveTier(tier, input)
    } catch (err) {
      toaster.create({ title: tier ? 'Error updating pricing tier' : 'Error creating pricing tier', description: (err as Error).message, type: 'error' })
      return
    }
    toaster.create({ title: tier ? 'Pricing tier updated' : 'Pricing tier created', description: input.name, type: 'success' })
    onClose()
  })
  return (
    <FormDialog open size="md" title={tier ? 'Edit Pricing Tier' : 'Add Pricing Tier'} submitLabel={tier ? 'Update Tier' : 'Create Tier'} saving={formState.isSubmitting} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <Stack gap="4">
        <AdminField label="Tier name" error={errors.name?.message} required>
          <Input {...register('name')} />
        </AdminField>
        <AdminField label="Tier description" error={errors.description?.message}>
          <Textarea rows={2} {...register('description')} />
        </AdminField>
        <ListField label="Tier features" error={errors.features?.message} registration={register('features')} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="end">
          <AdminField label="Sort order" error={errors.sortOrder?.message}>
            <Input type="number" step="1" inputMode="numeric" {...register('sortOrder')} />
          </AdminField>
          <CheckboxField control={control} name="isPopular" label="Most popular" />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  )
}
