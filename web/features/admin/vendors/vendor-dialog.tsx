// Add / Edit Vendor: tabs Basic Info, Pricing, Features, Media, Ratings and Trust; create
// mode when no vendor is selected, edit mode otherwise. While the name is typed the slug follows it
// (unless the admin typed a slug of their own). Saving writes the local copy and queues the change.
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { slugify } from '../../../../sync/rules/slugify'
import type { Vendor } from '../../../../sync/schemas'
import { saveVendor } from '../../../data/admin/admin-catalog'
import { FormDialog } from '../../../components/form/form-dialog'
import { CatalogFeatureFields, CatalogMediaFields } from '../shared/catalog-fields'
import { bindField, DialogTabs, tabOfFirstError } from '../shared/form-inputs'
import { schemaResolver } from '../shared/schema-resolver'
import { savedDescription } from '../shared/saved-description'
import { VendorBasicFields, VendorPricingFields, VendorRatingFields } from './vendor-fields'
import { VendorDocumentsUpload } from './vendor-documents-upload'
import { VendorTrustFields } from './vendor-trust-fields'
import { VENDOR_TAB_OF, vendorFormSchema, vendorFormValues, vendorInputOf, type VendorFormOutput, type VendorFormValues } from './vendor-form-values'
import { errorTitled, runWithToasts } from '../shared/run-with-toasts'

const TABS = ['basic', 'pricing', 'features', 'media', 'ratings', 'trust']

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
      const saved = await runWithToasts(
        () => saveVendor(vendor, input),
        () => ({ title: vendor ? 'Vendor updated' : 'Vendor created', description: savedDescription(input.name) }),
        errorTitled(vendor ? 'Error updating vendor' : 'Error creating vendor'),
      )
      if (saved) onClose()
    },
    (errors) => setTab((t) => tabOfFirstError(errors, VENDOR_TAB_OF, TABS) ?? t),
  )

  const fields = { form, nameField }
  const bind = bindField(form)
  return (
    <FormDialog open title={vendor ? 'Edit Vendor' : 'Add Vendor'} submitLabel={vendor ? 'Update Vendor' : 'Create Vendor'} saving={formState.isSubmitting} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <DialogTabs
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'basic', label: 'Basic Info', content: <VendorBasicFields {...fields} /> },
          { value: 'pricing', label: 'Pricing', content: <VendorPricingFields {...fields} vendorId={vendor?.id ?? null} /> },
          { value: 'features', label: 'Features', content: <CatalogFeatureFields bind={bind} /> },
          { value: 'media', label: 'Media', content: <CatalogMediaFields bind={bind} /> },
          { value: 'ratings', label: 'Ratings', content: <VendorRatingFields {...fields} /> },
          { value: 'trust', label: 'Trust', content: <><VendorTrustFields form={form} /><VendorDocumentsUpload vendorId={vendor?.id ?? null} /></> },
        ]}
      />
    </FormDialog>
  )
}
