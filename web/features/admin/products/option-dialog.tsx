// Add / Edit Pricing Option: the tier (the first tier when none is chosen), price,
// currency (USD default), payment frequency, contract term, setup fee, trial days, user bounds, and
// the per-user and recommended flags. The tier may still have a temporary id (created offline).
import { Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import {
  CONTRACT_TERMS, CURRENCIES, PAYMENT_FREQUENCIES, pricingOptionCreateSchema, type PricingOption, type PricingOptionInput, type ProductTier,
} from '../../../../sync/schemas'
import { saveOption } from '../../../data/admin/admin-catalog-pricing'
import { FormField } from '../../../components/form/form-field'
import { FormDialog } from '../../../components/form/form-dialog'
import { CheckboxField, SelectField } from '../shared/form-inputs'
import type { FormValuesOf } from '../shared/form-values'
import { numberText, optionalNumber, schemaResolver } from '../shared/schema-resolver'
import { errorTitled, runWithToasts } from '../shared/run-with-toasts'

type Values = FormValuesOf<PricingOptionInput>
type Props = { tiers: ProductTier[]; option: PricingOption | null; onClose: () => void }

const choices = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }))
const NUMBERS = ['setupFee', 'trialDays', 'minimumUsers', 'maximumUsers'] as const

function toInput(v: Values, tiers: ProductTier[]): Record<string, unknown> {
  const input: Record<string, unknown> = {
    productTierId: v.productTierId ? Number(v.productTierId) : tiers[0]?.id,
    price: optionalNumber(v.price) ?? undefined,
    currency: v.currency, paymentFrequency: v.paymentFrequency, contractTerm: v.contractTerm,
    pricePerUser: v.pricePerUser, isRecommended: v.isRecommended,
  }
  for (const f of NUMBERS) input[f] = optionalNumber(v[f])
  return input
}

export function OptionDialog({ tiers, option, onClose }: Props) {
  const { register, control, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof pricingOptionCreateSchema>>({
    defaultValues: {
      productTierId: String(option?.productTierId ?? tiers[0]?.id ?? ''), price: numberText(option?.price),
      currency: option?.currency ?? 'USD', paymentFrequency: option?.paymentFrequency ?? 'monthly', contractTerm: option?.contractTerm ?? 'flexible',
      setupFee: numberText(option?.setupFee ?? 0), trialDays: numberText(option?.trialDays ?? 0), minimumUsers: numberText(option?.minimumUsers ?? 1),
      maximumUsers: numberText(option?.maximumUsers), pricePerUser: option?.pricePerUser ?? true, isRecommended: option?.isRecommended ?? false,
    },
    resolver: schemaResolver(pricingOptionCreateSchema, (v) => toInput(v, tiers), ['productTierId']),
  })
  const { errors } = formState
  const submit = handleSubmit(async (input) => {
    const saved = await runWithToasts(
      () => saveOption(option, input),
      () => ({ title: option ? 'Pricing option updated' : 'Pricing option created' }),
      errorTitled(option ? 'Error updating pricing option' : 'Error creating pricing option'),
    )
    if (saved) onClose()
  })
  const number = (name: (typeof NUMBERS)[number] | 'price', label: string, step = '1') => (
    <FormField label={label} error={errors[name]?.message} required={name === 'price'}>
      <Input type="number" min={0} step={step} inputMode="decimal" {...register(name)} />
    </FormField>
  )
  return (
    <FormDialog open size="lg" title={option ? 'Edit Pricing Option' : 'Add Pricing Option'} submitLabel={option ? 'Update Option' : 'Create Option'} saving={formState.isSubmitting} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <Stack gap="4">
        <SelectField label="Pricing tier" error={errors.productTierId?.message} registration={register('productTierId')} options={tiers.map((t) => ({ value: String(t.id), label: t.name }))} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {number('price', 'Price', '0.01')}
          <SelectField label="Currency" error={errors.currency?.message} registration={register('currency')} options={choices(CURRENCIES)} />
          <SelectField label="Payment frequency" error={errors.paymentFrequency?.message} registration={register('paymentFrequency')} options={choices(PAYMENT_FREQUENCIES)} />
          <SelectField label="Contract term" error={errors.contractTerm?.message} registration={register('contractTerm')} options={choices(CONTRACT_TERMS)} />
          {number('setupFee', 'Setup fee', '0.01')}
          {number('trialDays', 'Trial days')}
          {number('minimumUsers', 'Minimum users')}
          {number('maximumUsers', 'Maximum users')}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <CheckboxField control={control} name="pricePerUser" label="Price is per user" />
          <CheckboxField control={control} name="isRecommended" label="Recommended option" />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  )
}
