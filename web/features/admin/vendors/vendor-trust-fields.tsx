// The vendor dialog's Trust tab: the vendor's trust profile (sync/schemas/trust.ts). Days are date
// inputs ("yyyy-mm-dd", the schema's form); the regions are a fixed set of checkboxes; subprocessors
// one per line. The schema checks dates (real, from 2000, reports not in the future, expiry at most
// 10 years ahead) and the contact's address, here and again on the server.
import { Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { RESIDENCY_REGIONS, SOC2_TYPES, SOC2_TYPE_LABELS } from '../../../../sync/schemas'
import { CheckboxGroup } from '../../../components/catalog/choice-group'
import { FormField } from '../../../components/form/form-field'
import { CheckboxField, ListField, SelectField } from '../shared/form-inputs'
import { linesToList, listToLines } from '../shared/schema-resolver'
import type { VendorFormOutput, VendorFormValues } from './vendor-form-values'

type Props = { form: UseFormReturn<VendorFormValues, unknown, VendorFormOutput> }
const SOC2_OPTIONS = SOC2_TYPES.map((t) => ({ value: t, label: SOC2_TYPE_LABELS[t] }))
const REGION_CHOICES = RESIDENCY_REGIONS.map((r) => ({ value: r.code, label: `${r.label} (${r.code})` }))
type DayField = 'soc2PeriodEnd' | 'soc2ReportDate' | 'iso27001Expiry' | 'penTestDate'

export function VendorTrustFields({ form: { register, control, formState: { errors } } }: Props) {
  const day = (name: DayField, label: string) => (
    <FormField label={label} error={errors[name]?.message}>
      <Input type="date" {...register(name)} />
    </FormField>
  )
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <SelectField label="SOC 2" error={errors.soc2Type?.message} registration={register('soc2Type')} options={SOC2_OPTIONS} />
        {day('soc2PeriodEnd', 'SOC 2 audit period end')}
        {day('soc2ReportDate', 'SOC 2 report date')}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {day('iso27001Expiry', 'ISO 27001 certificate expiry')}
        {day('penTestDate', 'Last penetration test')}
      </SimpleGrid>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="6">
        <CheckboxField control={control} name="gdprDpa" label="GDPR DPA available" />
        <CheckboxField control={control} name="hipaa" label="HIPAA compliant" />
      </Stack>
      <Controller
        control={control}
        name="dataResidency"
        render={({ field }) => (
          <Stack gap="1">
            <CheckboxGroup legend="Data residency" choices={REGION_CHOICES} selected={linesToList(field.value)} onChange={(codes) => field.onChange(listToLines(codes))} />
            {errors.dataResidency?.message && <Text fontSize="sm" color={{ base: 'red.700', _dark: 'red.300' }}>{errors.dataResidency.message}</Text>}
          </Stack>
        )}
      />
      <ListField label="Subprocessors" error={errors.subprocessors?.message} registration={register('subprocessors')} rows={3} />
      <FormField label="Security contact email" error={errors.securityContact?.message}>
        <Input type="email" {...register('securityContact')} placeholder="security@vendor.com" />
      </FormField>
    </Stack>
  )
}
