// Add / Edit Product (admin spec 2, 5): tabs Basic Info, Media & Demos, Features and Settings; create
// mode when no product is selected. The slug is made from the name when left empty. Saving writes the
// local copy and queues the change (a vendor created offline can already take products).
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Product } from '../../../../sync/schemas'
import { toaster } from '../../../components/toaster'
import { saveProduct } from '../../../data/admin/admin-catalog'
import { FormDialog } from '../shared/form-dialog'
import { DialogTabs, tabOfFirstError } from '../shared/form-inputs'
import { savedDescription } from '../shared/saved-description'
import { schemaResolver } from '../shared/schema-resolver'
import { ProductBasicFields, ProductFeatureFields, ProductMediaFields, ProductSettingsFields } from './product-fields'
import { PRODUCT_TAB_OF, productFormSchema, productFormValues, productInputOf, type ProductFormOutput, type ProductFormValues } from './product-form-values'

const TABS = ['basic', 'media', 'features', 'settings']

export function ProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const [tab, setTab] = useState('basic')
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    defaultValues: productFormValues(product),
    resolver: schemaResolver(productFormSchema, productInputOf, ['vendorId']),
  })

  const submit = form.handleSubmit(
    async (input) => {
      try {
        await saveProduct(product, input)
      } catch (err) {
        const title = product ? 'Error updating product' : 'Error creating product'
        toaster.create({ title, description: err instanceof Error ? err.message : undefined, type: 'error' })
        return
      }
      toaster.create({ title: product ? 'Product updated' : 'Product created', description: savedDescription(input.name), type: 'success' })
      onClose()
    },
    (errors) => {
      setTab((t) => tabOfFirstError(errors, PRODUCT_TAB_OF, TABS) ?? t)
      if (!product) toaster.create({ title: 'Error creating product', description: 'Check form fields for validation errors', type: 'error' })
    },
  )

  return (
    <FormDialog open title={product ? 'Edit Product' : 'Add Product'} submitLabel={product ? 'Update Product' : 'Create Product'} saving={form.formState.isSubmitting} onSubmit={(e) => void submit(e)} onClose={onClose}>
      <DialogTabs
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'basic', label: 'Basic Info', content: <ProductBasicFields form={form} /> },
          { value: 'media', label: 'Media & Demos', content: <ProductMediaFields form={form} /> },
          { value: 'features', label: 'Features', content: <ProductFeatureFields form={form} /> },
          { value: 'settings', label: 'Settings', content: <ProductSettingsFields form={form} /> },
        ]}
      />
    </FormDialog>
  )
}
