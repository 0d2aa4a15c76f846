// How sync notices name a catalogue row: 'Vendor "Acme"', falling back to the id when the row is gone.
import type { SyncEntity } from '../../../../sync/protocol/changes'

const LABEL: Partial<Record<SyncEntity, string>> = {
  vendor: 'Vendor', product: 'Product', productTier: 'Pricing tier', pricingOption: 'Pricing option',
  blogPost: 'Post', blogCategory: 'Category', resource: 'Resource', user: 'User',
}

export function describeCatalogRow(entity: SyncEntity, row: Record<string, unknown> | null, id: number): string {
  const label = LABEL[entity] ?? entity
  const name = row?.name ?? row?.title ?? row?.username
  return typeof name === 'string' && name ? `${label} "${name}"` : `${label} #${id}`
}
