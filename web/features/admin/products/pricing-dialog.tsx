// Pricing management for one product: tabs Pricing Tiers and Pricing Options, each
// with add, edit, delete and a clear-all behind a browser confirmation. Options can be added only once
// the product has a tier. Every change is a queued local write, so this works offline.
import { Button, HStack, Tabs, Text } from '@chakra-ui/react'
import { useState } from 'react'
import type { PricingOption, ProductTier } from '../../../../sync/schemas'
import { DialogFrame } from '../../../components/form/dialog-frame'
import { clearOptions, clearTiers, useProductPricing } from '../../../data/admin/admin-catalog-pricing'
import type { AdminProduct } from '../../../data/admin/admin-catalog'
import { AddButton } from '../shared/add-button'
import { errorTitled, runWithToasts } from '../shared/run-with-toasts'
import { OptionDialog } from './option-dialog'
import { OptionList } from './option-list'
import { TierDialog } from './tier-dialog'
import { TierList } from './tier-list'

type Editing<T> = { row: T | null } | null

async function clearAll(what: 'tiers' | 'options', product: AdminProduct) {
  const question = what === 'tiers'
    ? `Delete all pricing tiers of ${product.name}? Their pricing options are deleted too.`
    : `Delete all pricing options of ${product.name}?`
  if (!window.confirm(question)) return
  await runWithToasts(
    () => (what === 'tiers' ? clearTiers(product.id) : clearOptions(product.id)),
    (n) => ({ title: what === 'tiers' ? 'Pricing tiers cleared' : 'Pricing options cleared', description: `${n} deleted` }),
    errorTitled(what === 'tiers' ? 'Error clearing pricing tiers' : 'Error clearing pricing options'),
  )
}

export function PricingDialog({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const pricing = useProductPricing(product.id)
  const tiers = pricing?.tiers ?? []
  const options = pricing?.options ?? []
  const [tab, setTab] = useState('tiers')
  const [tier, setTier] = useState<Editing<ProductTier>>(null)
  const [option, setOption] = useState<Editing<PricingOption>>(null)
  return (
    <DialogFrame title={`Pricing: ${product.name}`} size="xl" onClose={onClose}
      footer={<Button variant="outline" onClick={onClose}>Done</Button>}>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="enclosed" size="sm">
        <Tabs.List>
          <Tabs.Trigger value="tiers">Pricing Tiers ({tiers.length})</Tabs.Trigger>
          <Tabs.Trigger value="options">Pricing Options ({options.length})</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="tiers" pt="4">
          <HStack gap="2" mb="4" wrap="wrap">
            <AddButton size="sm" onClick={() => setTier({ row: null })}>Add Tier</AddButton>
            <Button size="sm" variant="outline" colorPalette="red" disabled={!tiers.length} onClick={() => void clearAll('tiers', product)}>Clear All Tiers</Button>
          </HStack>
          <TierList tiers={tiers} onEdit={(t) => setTier({ row: t })} />
        </Tabs.Content>
        <Tabs.Content value="options" pt="4">
          <HStack gap="2" mb="4" wrap="wrap">
            <AddButton size="sm" disabled={!tiers.length} onClick={() => setOption({ row: null })}>Add Option</AddButton>
            <Button size="sm" variant="outline" colorPalette="red" disabled={!options.length} onClick={() => void clearAll('options', product)}>Clear All Options</Button>
          </HStack>
          {!tiers.length && <Text fontSize="sm" color="fg.muted" mb="3">Add a pricing tier first: options belong to a tier.</Text>}
          <OptionList options={options} tiers={tiers} onEdit={(o) => setOption({ row: o })} />
        </Tabs.Content>
      </Tabs.Root>
      {tier && <TierDialog productId={product.id} tier={tier.row} nextSortOrder={tiers.length} onClose={() => setTier(null)} />}
      {option && <OptionDialog tiers={tiers} option={option.row} onClose={() => setOption(null)} />}
    </DialogFrame>
  )
}
