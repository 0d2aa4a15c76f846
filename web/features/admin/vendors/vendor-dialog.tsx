// Add / Edit Vendor (admin spec 2, 5): tabs Basic Info, Pricing, Features, Media and Ratings; create
// mode when no vendor is selected, edit mode otherwise. While the name is typed the slug follows it
// (unless the admin typed a slug of their own). Saving writes the local copy and queues the change.
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { slugify } from '../../../../sync/rules/slugify'
import type { Vendor } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { saveVendor } from '../../../data/admin/admin-catalog'
import { FormDialog } from '../shared/form-dialog'
import { DialogTabs, tabOfFirstError } from '../shared/form-inputs'
import { schemaResolver } from '../shared/schema-resolver'
import { savedDescription } from '../shared/saved-description'
import { VendorBasicFields, VendorFeatureFields, VendorMediaFields, VendorPricingFields, VendorRatingFields } from './vendor-fields'
import { VENDOR_TAB_OF, vendorFormSchema, vendorFormValues, vendorInputOf, type VendorFormOutput, type VendorFormValues } from './vendor-form-values'

const TABS = ['basic', 'pricing', 'features', 'media', 'ratings']

export function VendorDialog({ vendor, onClose }: { vendor: Vendor | null; onClose: () => void }) {
  const [tab, setTab] = useState('basic')
  const form = useForm<VendorFormValues, unknown, VendorFormOutput>({
    defaultValues: vendorFormValues(vendor),
    resolver: schemaResolver(vendorFormSchema, (v) => vendorInputOf(v, vendor)),
  })
  const { handleSubmit, formState, setValue, getValues } = form

  const lastName = useRef(vendor?.name ?? '')
  const nameField = form.register('name', {
    onChange: (e: { target: { value: string } }) => {
      const slug = getValues('slug')
      if (!slug || slug === slugify(lastName.current)) setValue('slug', slugify(e.target.value))
      lastName.current = e.target.value
    },
  })

  const submit = handleSubmit(
    async (input) => {
      const mode = vendor ? 'updating' : 'creating'
      try {
        await saveVendor(vendor, input)
      } catch (err) {
        toaster.create({ title: `Error ${mode} vendor`, description: err instanceof Error ? err.message : undefined, type: 'error' })
        return
      }
      toaster.create({ title: vendor ? 'Vendor updated' : 'Vendor created', description: savedDescription(input.name), type: 'success' })
      onClose()
    },
    (errors) => setTab((t) => tabOfFirstError(errors, VENDOR_TAB_OF, TABS) ?? t),
  )

  const fields = { form, nameField }
  return (
    <FormDialog open title={vendor ? 'Edit Vendor' : 'Add Vendor'} submitLabel={vendor ? 'Update Vendor' : 'Create Vendor'} saving={formState.isSubmitting} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <DialogTabs
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'basic', label: 'Basic Info', content: <VendorBasicFields {...fields} /> },
          { value: 'pricing', label: 'Pricing', content: <VendorPricingFields {...fields} /> },
          { value: 'features', label: 'Features', content: <VendorFeatureFields {...fields} /> },
          { value: 'media', label: 'Media', content: <VendorMediaFields {...fields} /> },
          { value: 'ratings', label: 'Ratings', content: <VendorRatingFields {...fields} /> },
        ]}
      />
    </FormDialog>
  )
}
