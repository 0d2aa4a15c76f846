// Admin tab "Manage products": Add Product, sync trouble for products and pricing, a
// name filter and a paged card grid over the local copy, the add/edit dialog, the pricing dialog and
// a delete confirmation. Every write is queued, so all of it works offline.
import { Flex, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react'
import { useCallback, useState } from 'react'
import type { Product } from '../../../../sync/schemas'
import { removeProduct, useAdminProducts, type AdminProduct } from '../../../data/admin/admin-catalog'
import { pendingKey, usePendingKeys } from '../../../data/admin/admin-catalog-sync'
import { AddButton } from '../shared/add-button'
import { DeleteConfirm } from '../shared/delete-confirm'
import { describeCatalogRow } from '../shared/describe-row'
import { FilterInput, Pager, useFiltered, usePaged } from '../shared/paged-grid'
import { SyncProblems } from '../shared/sync-problems'
import { catalogWriteError, useRejectionToasts } from '../shared/use-rejection-toasts'
import { PricingDialog } from './pricing-dialog'
import { ProductCard } from './product-card'
import { ProductDialog } from './product-dialog'

const ENTITIES = ['product', 'productTier', 'pricingOption'] as const
type Editing = { product: Product | null } | null

export default function ProductsTab() {
  const products = useAdminProducts()
  const pending = usePendingKeys(ENTITIES)
  const [query, setQuery] = useState('')
  const [editing, setEditing] = useState<Editing>(null)
  const [pricing, setPricing] = useState<AdminProduct | null>(null)
  const [deleting, setDeleting] = useState<AdminProduct | null>(null)
  const filtered = useFiltered(products, query, useCallback((p: AdminProduct) => `${p.name} ${p.vendorName ?? ''}`, []))
  const { page, pageCount, visible, setPage } = usePaged(filtered)
  useRejectionToasts(ENTITIES, catalogWriteError)

  return (
    <section aria-labelledby="products-heading">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3" mb="4">
        <Heading as="h2" id="products-heading" size="xl">Manage Products</Heading>
        <AddButton onClick={() => setEditing({ product: null })}>Add Product</AddButton>
      </Flex>
      <SyncProblems entities={ENTITIES} describe={describeCatalogRow} />
      <FilterInput label="Search products" value={query} onChange={setQuery} />
      {!products ? (
        <Flex justify="center" py="12"><Spinner aria-label="Loading products" /></Flex>
      ) : filtered.length === 0 ? (
        <Text mt="6" color="fg.muted">{products.length ? 'No products match your search.' : 'No products yet.'}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" mt="4">
          {visible.map((p) => (
            <ProductCard
              key={p.id}
              product={p}
              pending={pending.has(pendingKey('product', p.id))}
              onPricing={() => setPricing(p)}
              onEdit={() => setEditing({ product: p })}
              onDelete={() => setDeleting(p)}
            />
          ))}
        </SimpleGrid>
      )}
      {products && <Pager page={page} pageCount={pageCount} total={filtered.length} noun={['product', 'products']} onPage={setPage} />}
      {editing && <ProductDialog product={editing.product} onClose={() => setEditing(null)} />}
      {pricing && <PricingDialog product={pricing} onClose={() => setPricing(null)} />}
      <DeleteConfirm
        item={deleting}
        title="Delete product"
        question={(p) => `Are you sure you want to delete "${p.name}"? Its pricing tiers and options are deleted too.`}
        remove={(p) => removeProduct(p.id)}
        deleted={(p) => ({ title: 'Product deleted', description: p.name })}
        errorTitle="Error deleting product"
        onClose={() => setDeleting(null)}
      />
    </section>
  )
}
