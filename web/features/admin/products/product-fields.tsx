// Two of the product dialog's tabs (Media & Demos and Features are shared with vendors:
// shared/catalog-fields). The vendor list comes from the local copy, so vendors created
// offline are there too.
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { useMemo } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { PRODUCT_TYPES, VENDOR_CATEGORIES } from '../../../../sync/schemas'
import { useAdminVendors } from '../../../data/admin/admin-catalog'
import { FormField } from '../../../components/form/form-field'
import { CheckboxField, ListField, SelectField, UrlField } from '../shared/form-inputs'
import type { ProductFormOutput, ProductFormValues } from './product-form-values'

type Props = { form: UseFormReturn<ProductFormValues, unknown, ProductFormOutput> }
const CATEGORY_OPTIONS = VENDOR_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))
const TYPE_OPTIONS = PRODUCT_TYPES.map((t) => ({ value: t, label: t === 'software' ? 'Software' : 'Hardware' }))

export function ProductBasicFields({ form: { register, formState: { errors } } }: Props) {
  const vendors = useAdminVendors()
  const vendorOptions = useMemo(() => (vendors ?? []).map((v) => ({ value: String(v.id), label: v.name })), [vendors])
  return (
    <Stack gap="4">
      <FormField label="Name" error={errors.name?.message} required>
        <Input {...register('name')} />
      </FormField>
      <FormField label="Slug" error={errors.slug?.message} helper="Made from the name when left empty.">
        <Input {...register('slug')} />
      </FormField>
      <SelectField label="Vendor" error={errors.vendorId?.message} registration={register('vendorId')} options={vendorOptions} placeholder="Select a vendor" required />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField label="Category" error={errors.category?.message} registration={register('category')} options={CATEGORY_OPTIONS} placeholder="Select a category" />
        <SelectField label="Type" error={errors.type?.message} registration={register('type')} options={TYPE_OPTIONS} />
      </SimpleGrid>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </FormField>
    </Stack>
  )
}

export function ProductSettingsFields({ form: { register, control, formState: { errors } } }: Props) {
  return (
    <Stack gap="4">
      <CheckboxField control={control} name="featured" label="Featured product" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Price (USD)" error={errors.price?.message}>
          <Input type="number" min={0} step="0.01" inputMode="decimal" {...register('price')} />
        </FormField>
        <UrlField label="Product URL" registration={register('productUrl')} error={errors.productUrl?.message} />
      </SimpleGrid>
      <FormField label="Pricing details" error={errors.pricingDetails?.message}>
        <Textarea rows={3} {...register('pricingDetails')} />
      </FormField>
      <FormField label="System requirements" error={errors.systemRequirements?.message}>
        <Textarea rows={3} {...register('systemRequirements')} />
      </FormField>
      <ListField label="Supported platforms" error={errors.supportedPlatforms?.message} registration={register('supportedPlatforms')} rows={3} />
    </Stack>
  )
}
