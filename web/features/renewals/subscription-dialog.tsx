// Adds a subscription bought elsewhere, or edits one's terms: name, the vendor from the catalogue
// (optional: a free-text name is enough), cost per term and currency, term, start date, notice
// period, auto-renewal, and (workspace admins) the owner. Checked on the device with the server's own
// schema (sync/schemas/subscription.ts), so the messages are the server's.
import { Checkbox, Grid, Input, NativeSelect, Stack } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { TERMS, TERM_NAMES, type Term } from '../../../sync/rules/renewal-dates'
import { CURRENCIES, subscriptionCreateSchema, type Subscription } from '../../../sync/schemas'
import { FormDialog } from '../../components/form/form-dialog'
import { FormField } from '../../components/form/form-field'
import { useVendorSuggestions, type NewSubscription } from '../../data/account/renewals'

export interface OwnerChoice {
  userId: number
  name: string
}

interface Props {
  title: string
  submitLabel: string
  /** The subscription edited; absent: a new one. */
  subscription?: Subscription
  workspaceId: number | null
  defaultCurrency: string
  /** The people who may own it (workspace admins choose); empty: no choice offered. */
  owners: readonly OwnerChoice[]
  defaultOwnerId: number
  onSubmit: (values: NewSubscription) => Promise<unknown>
  onClose: () => void
}

/** A native select of the options given (the form field around it labels it). */
function Choice({ value, onChange, options }: { value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[] }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

export function SubscriptionDialog({ title, submitLabel, subscription, workspaceId, defaultCurrency, owners, defaultOwnerId, onSubmit, onClose }: Props) {
  const [name, setName] = useState(subscription?.name ?? '')
  const [vendorName, setVendorName] = useState('')
  const [cost, setCost] = useState(subscription ? String(subscription.cost) : '')
  const [currency, setCurrency] = useState(subscription?.currency ?? defaultCurrency)
  const [term, setTerm] = useState<Term>(subscription?.term ?? 'annual')
  const [startDate, setStartDate] = useState(subscription?.startDate ?? '')
  const [noticeDays, setNoticeDays] = useState(subscription ? String(subscription.noticeDays) : '30')
  const [autoRenew, setAutoRenew] = useState(subscription?.autoRenew ?? true)
  const [ownerId, setOwnerId] = useState(subscription?.userId ?? defaultOwnerId)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const typed = vendorName.trim().toLowerCase()
  const vendors = useVendorSuggestions(typed)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const vendor = vendors?.find((v) => v.name.toLowerCase() === typed)
    if (typed && !vendor) return setErrors({ vendorId: 'Pick a vendor from the list, or leave it empty' })
    const input = {
      workspaceId, vendorId: vendor?.id ?? subscription?.vendorId ?? null, productId: subscription?.productId ?? null,
      name: name.trim() || vendor?.name || '', cost, currency, term, startDate, autoRenew, noticeDays, ownerId,
    }
    const parsed = subscriptionCreateSchema.safeParse(input)
    if (!parsed.success) {
      return setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])))
    }
    setBusy(true)
    try {
      const { name: n, cost: c, currency: cur, term: t, startDate: s, autoRenew: a, noticeDays: d } = parsed.data
      await onSubmit({ workspaceId, vendorId: input.vendorId, productId: input.productId, ownerId, name: n, cost: c, currency: cur, term: t, startDate: s, autoRenew: a, noticeDays: d })
      onClose()
    } finally {
      setBusy(false)
    }
  }

  const clear = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest)
  return (
    <FormDialog layout="centered" title={title} submitLabel={submitLabel} saving={busy} savingText={null} onSubmit={(e) => void submit(e)} onClose={onClose} lazy={false}>
      <Stack gap="4">
        {!subscription && (
          <FormField label="Vendor from the catalogue" optional error={errors.vendorId} helper="Leave empty for one the catalogue does not list">
            <Input value={vendorName} list="subscription-vendors" autoComplete="off" onChange={(e) => { setVendorName(e.target.value); clear('vendorId') }} />
            <datalist id="subscription-vendors">{vendors?.map((v) => <option key={v.id} value={v.name} />)}</datalist>
          </FormField>
        )}
        <FormField label="Name" required={!typed} error={errors.name} helper={typed ? 'Empty: the vendor’s name' : undefined}>
          <Input value={name} maxLength={140} onChange={(e) => { setName(e.target.value); clear('name') }} />
        </FormField>
        <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr' }} gap="4">
          <FormField label="Cost per term" required error={errors.cost}>
            <Input value={cost} inputMode="decimal" onChange={(e) => { setCost(e.target.value); clear('cost') }} />
          </FormField>
          <FormField label="Currency" error={errors.currency}>
            <Choice value={currency} onChange={setCurrency} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </FormField>
        </Grid>
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <FormField label="Term" error={errors.term}>
            <Choice value={term} onChange={(v) => setTerm(v as Term)} options={TERMS.map((t) => ({ value: t, label: TERM_NAMES[t] }))} />
          </FormField>
          <FormField label="Start date" required error={errors.startDate}>
            <Input type="date" value={startDate} onChange={(e) => { setStartDate(e.target.value); clear('startDate') }} />
          </FormField>
        </Grid>
        <FormField label="Notice period (days)" required error={errors.noticeDays} helper="How long before the renewal notice must be given: 0 to 365 days">
          <Input value={noticeDays} inputMode="numeric" onChange={(e) => { setNoticeDays(e.target.value); clear('noticeDays') }} />
        </FormField>
        <Checkbox.Root checked={autoRenew} onCheckedChange={(e) => setAutoRenew(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Renews automatically</Checkbox.Label>
        </Checkbox.Root>
        {owners.length > 0 && (
          <FormField label="Owner" error={errors.ownerId} helper="Gets the reminders before the notice deadline">
            <Choice value={String(ownerId)} onChange={(v) => setOwnerId(Number(v))} options={owners.map((o) => ({ value: String(o.userId), label: o.name }))} />
          </FormField>
        )}
      </Stack>
    </FormDialog>
  )
}
