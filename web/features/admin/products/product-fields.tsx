// The four tabs of the product dialog. The vendor list comes from the local copy, so vendors created
// offline are there too.
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { useMemo } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { PRODUCT_TYPES, VENDOR_CATEGORIES } from '../../../../sync/schemas'
import { useAdminVendors } from '../../../data/admin/admin-catalog'
import { AdminField } from '../shared/form-field'
import { CheckboxField, ListField, SelectField } from '../shared/form-inputs'
import type { ProductFormOutput, ProductFormValues } from './product-form-values'

type Props = { form: UseFormReturn<ProductFormValues, unknown, ProductFormOutput> }
const CATEGORY_OPTIONS = VENDOR_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))
const TYPE_OPTIONS = PRODUCT_TYPES.map((t) => ({ value: t, label: t === 'software' ? 'Software' : 'Hardware' }))

export function ProductBasicFields({ form: { register, formState: { errors } } }: Props) {
  const vendors = useAdminVendors()
  const vendorOptions = useMemo(() => (vendors ?? []).map((v) => ({ value: String(v.id), label: v.name })), [vendors])
  return (
    <Stack gap="4">
      <AdminField label="Name" error={errors.name?.message} required>
        <Input {...register('name')} />
      </AdminField>
      <AdminField label="Slug" error={errors.slug?.message} helper="Made from the name when left empty.">
        <Input {...register('slug')} />
      </AdminField>
      <SelectField label="Vendor" error={errors.vendorId?.message} registration={register('vendorId')} options={vendorOptions} placeholder="Select a vendor" required />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField label="Category" error={errors.category?.message} registration={register('category')} options={CATEGORY_OPTIONS} placeholder="Select a category" />
        <SelectField label="Type" error={errors.type?.message} registration={register('type')} options={TYPE_OPTIONS} />
      </SimpleGrid>
      <AdminField label="Description" error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </AdminField>
    </Stack>
  )
}

export function ProductMediaFields({ form: { register, formState: { errors } } }: Props) {
  return (
    <Stack gap="4">
      <AdminField label="Logo URL" error={errors.logoUrl?.message}>
        <Input type="url" {...register('logoUrl')} />
      </AdminField>
      <AdminField label="Demo URL" error={errors.demoUrl?.message}>
        <Input type="url" {...register('demoUrl')} />
      </AdminField>
      <AdminField label="Demo video URL" error={errors.demoVideo?.message}>
        <Input type="url" {...register('demoVideo')} />
      </AdminField>
      <ListField label="Screenshot URLs" error={errors.screenshots?.message} registration={register('screenshots')} />
    </Stack>
  )
}

export function ProductFeatureFields({ form: { register, formState: { errors } } }: Props) {
  return (
    <Stack gap="4">
      <ListField label="Features" error={errors.features?.message} registration={register('features')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <ListField label="Pros" error={errors.pros?.message} registration={register('pros')} />
        <ListField label="Cons" error={errors.cons?.message} registration={register('cons')} />
      </SimpleGrid>
      <ListField label="Integrations" error={errors.integrations?.message} registration={register('integrations')} />
    </Stack>
  )
}

export function ProductSettingsFields({ form: { register, control, formState: { errors } } }: Props) {
  return (
    <Stack gap="4">
      <CheckboxField control={control} name="featured" label="Featured product" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <AdminField label="Price (USD)" error={errors.price?.message}>
          <Input type="number" min={0} step="0.01" inputMode="decimal" {...register('price')} />
        </AdminField>
        <AdminField label="Product URL" error={errors.productUrl?.message}>
          <Input type="url" {...register('productUrl')} />
        </AdminField>
      </SimpleGrid>
      <AdminField label="Pricing details" error={errors.pricingDetails?.message}>
        <Textarea rows={3} {...register('pricingDetails')} />
      </AdminField>
      <AdminField label="System requirements" error={errors.systemRequirements?.message}>
        <Textarea rows={3} {...register('systemRequirements')} />
      </AdminField>
      <ListField label="Supported platforms" error={errors.supportedPlatforms?.message} registration={register('supportedPlatforms')} rows={3} />
    </Stack>
  )
}
