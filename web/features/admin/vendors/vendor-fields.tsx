// Three of the vendor dialog's tabs (Features and Media are shared with products: shared/catalog-fields).
// The Pricing tab shows, as the admin types, the price buyers will see and where it comes from.
// Ratings use step 0.1 between 0 and 5; the overall rating starts at 1; the review count cannot be
// negative. The overall rating's helper shows the average of the non-zero detailed
// ratings, the figure the detail page computes.
import { Box, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form'
import { RATING_CRITERIA, detailOverall } from '../../../../sync/rules/ratings'
import { VENDOR_CATEGORIES } from '../../../../sync/schemas'
import { FormField } from '../../../components/form/form-field'
import { CheckboxField, ListField, SelectField, UrlField } from '../shared/form-inputs'
import { PublicPrice } from './public-price'
import { type VendorFormOutput, type VendorFormValues } from './vendor-form-values'

type Props = { form: UseFormReturn<VendorFormValues, unknown, VendorFormOutput>; nameField: UseFormRegisterReturn }
const CATEGORY_OPTIONS = VENDOR_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))

export function VendorBasicFields({ form: { register, control, formState: { errors } }, nameField }: Props) {
  return (
    <Stack gap="4">
      <FormField label="Name" error={errors.name?.message} required>
        <Input {...nameField} />
      </FormField>
      <FormField label="Slug" error={errors.slug?.message} helper="Made from the name when left empty.">
        <Input {...register('slug')} />
      </FormField>
      <SelectField label="Category" error={errors.category?.message} registration={register('category')} options={CATEGORY_OPTIONS} placeholder="Select a category" />
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </FormField>
      <ListField label="Deployment options" error={errors.deploymentOptions?.message} registration={register('deploymentOptions')} rows={2} />
      <CheckboxField control={control} name="featured" label="Featured vendor" />
    </Stack>
  )
}

export function VendorPricingFields({ form: { register, watch, formState: { errors } }, vendorId }: Props & { vendorId: number | null }) {
  const [startingPrice, pricingDetails, pricingModel] = watch(['startingPrice', 'pricingDetails', 'pricingModel'])
  const facts = { startingPrice: startingPrice === '' || startingPrice == null ? null : Number(startingPrice), pricingDetails: pricingDetails || null, pricingModel: pricingModel || null }
  return (
    <Stack gap="4">
      <Box p="3" rounded="md" borderWidth="1px" bg="bg.subtle"><PublicPrice vendorId={vendorId} facts={facts} detailed /></Box>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Pricing model" error={errors.pricingModel?.message}>
          <Input {...register('pricingModel')} placeholder="Per user per month" />
        </FormField>
        <FormField label="Starting price (USD)" error={errors.startingPrice?.message} helper="Shown only while none of the vendor's plans has a price.">
          <Input type="number" min={0} step="0.01" inputMode="decimal" {...register('startingPrice')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Pricing details" error={errors.pricingDetails?.message}>
        <Textarea rows={4} {...register('pricingDetails')} />
      </FormField>
      <UrlField label="Pricing page URL" registration={register('pricingUrl')} error={errors.pricingUrl?.message} />
    </Stack>
  )
}

const ratingInput = { type: 'number', step: '0.1', min: 0, max: 5, inputMode: 'decimal' } as const

export function VendorRatingFields({ form: { register, watch, formState: { errors } } }: Props) {
  const detailed = Object.fromEntries(RATING_CRITERIA.map(({ key }) => [key, Number(watch(key)) || 0]))
  const average = detailOverall(detailed)
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
        {RATING_CRITERIA.map(({ key, label }) => (
          <FormField key={key} label={`${label} rating`} error={errors[key]?.message}>
            <Input {...ratingInput} {...register(key)} />
          </FormField>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FormField label="Overall rating" error={errors.rating?.message} helper={`Average of the detailed ratings: ${average.toFixed(1)}`}>
          <Input {...ratingInput} min={1} {...register('rating')} />
        </FormField>
        <FormField label="Review count" error={errors.reviewCount?.message}>
          <Input type="number" min={0} step="1" inputMode="numeric" {...register('reviewCount')} />
        </FormField>
        <FormField label="Market score" error={errors.marketScore?.message}>
          <Input {...ratingInput} {...register('marketScore')} />
        </FormField>
      </SimpleGrid>
    </Stack>
  )
}
