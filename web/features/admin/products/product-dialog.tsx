// Add / Edit Product: tabs Basic Info, Media & Demos, Features and Settings; create
// mode when no product is selected. The slug is made from the name when left empty. Saving writes the
// local copy and queues the change (a vendor created offline can already take products).
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Product } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { saveProduct } from '../../../data/admin/admin-catalog'
import { FormDialog } from '../../../components/form/form-dialog'
import { CatalogFeatureFields, CatalogMediaFields } from '../shared/catalog-fields'
import { bindField, DialogTabs, tabOfFirstError } from '../shared/form-inputs'
import { savedDescription } from '../shared/saved-description'
import { schemaResolver } from '../shared/schema-resolver'
import { ProductBasicFields, ProductSettingsFields } from './product-fields'
import { PRODUCT_TAB_OF, productFormSchema, productFormValues, productInputOf, type ProductFormOutput, type ProductFormValues } from './product-form-values'
import { errorTitled, runWithToasts } from '../shared/run-with-toasts'

const TABS = ['basic', 'media', 'features', 'settings']

export function ProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const [tab, setTab] = useState('basic')
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    defaultValues: productFormValues(product),
    resolver: schemaResolver(productFormSchema, productInputOf, ['vendorId']),
  })

  const submit = form.handleSubmit(
    async (input) => {
      const saved = await runWithToasts(
        () => saveProduct(product, input),
        () => ({ title: product ? 'Product updated' : 'Product created', description: savedDescription(input.name) }),
        errorTitled(product ? 'Error updating product' : 'Error creating product'),
      )
      if (saved) onClose()
    },
    (errors) => {
      setTab((t) => tabOfFirstError(errors, PRODUCT_TAB_OF, TABS) ?? t)
      if (!product) toaster.create({ title: 'Error creating product', description: 'Check form fields for validation errors', type: 'error' })
    },
  )

  const bind = bindField(form)
  return (
    <FormDialog open title={product ? 'Edit Product' : 'Add Product'} submitLabel={product ? 'Update Product' : 'Create Product'} saving={form.formState.isSubmitting} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <DialogTabs
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'basic', label: 'Basic Info', content: <ProductBasicFields form={form} /> },
          { value: 'media', label: 'Media & Demos', content: <CatalogMediaFields bind={bind} /> },
          { value: 'features', label: 'Features', content: <CatalogFeatureFields bind={bind} /> },
          { value: 'settings', label: 'Settings', content: <ProductSettingsFields form={form} /> },
        ]}
      />
    </FormDialog>
  )
}
