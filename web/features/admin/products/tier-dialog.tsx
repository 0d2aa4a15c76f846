// Add / Edit Pricing Tier: name ('Tier name is required'), description, features one per line, the
// Most popular flag and the sort order. The product may still have a temporary id (created offline).
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { tierCreateSchema, type ProductTier, type TierInput } from '../../../../sync/schemas'
import { saveTier } from '../../../data/admin/admin-catalog-pricing'
import { FormField } from '../../../components/form/form-field'
import { FormDialog } from '../../../components/form/form-dialog'
import { CheckboxField, ListField } from '../shared/form-inputs'
import type { FormValuesOf } from '../shared/form-values'
import { linesToList, listToLines, optionalNumber } from '../shared/schema-resolver'
import { schemaResolver } from '../shared/schema-resolver'
import { errorTitled, runWithToasts } from '../shared/run-with-toasts'

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
    const saved = await runWithToasts(
      () => saveTier(tier, input),
      () => ({ title: tier ? 'Pricing tier updated' : 'Pricing tier created', description: input.name }),
      errorTitled(tier ? 'Error updating pricing tier' : 'Error creating pricing tier'),
    )
    if (saved) onClose()
  })
  return (
    <FormDialog open size="md" title={tier ? 'Edit Pricing Tier' : 'Add Pricing Tier'} submitLabel={tier ? 'Update Tier' : 'Create Tier'} saving={formState.isSubmitting} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <Stack gap="4">
        <FormField label="Tier name" error={errors.name?.message} required>
          <Input {...register('name')} />
        </FormField>
        <FormField label="Tier description" error={errors.description?.message}>
          <Textarea rows={2} {...register('description')} />
        </FormField>
        <ListField label="Tier features" error={errors.features?.message} registration={register('features')} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="end">
          <FormField label="Sort order" error={errors.sortOrder?.message}>
            <Input type="number" step="1" inputMode="numeric" {...register('sortOrder')} />
          </FormField>
          <CheckboxField control={control} name="isPopular" label="Most popular" />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  )
}
