// The product compare list: at most 4 items, each a product or a product's tier.
// Remove one item, remove every item of a product, or clear the list; compared side by side below.
import { Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import {
  clearProductCompare, PRODUCT_COMPARE_LIMIT, removeProductCompareItem, removeProductFromCompare, useProductCompare, type ProductCompareEntry,
} from '../../data/account/compare'
import { BoardView } from './board-view'
import { EmptyBoard } from './empty-board'
import { SaveAsBoardButton } from './save-as-board'
import { useLocalWeights } from './use-local-weights'

const itemLabel = (e: ProductCompareEntry) => (e.tier ? `${e.product.name} (${e.tier.name})` : e.product.name)

function CompareListPanel({ entries }: { entries: ProductCompareEntry[] }) {
  const products = [...new Map(entries.map((e) => [e.product.id, e.product])).values()]
  return (
    <Box as="section" aria-labelledby="product-list-heading" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.panel" className="no-print">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2" mb="3">
        <Heading as="h2" id="product-list-heading" size="md">Product compare list</Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="product-compare-count">{entries.length} of {PRODUCT_COMPARE_LIMIT} items</Text>
      </Flex>
      <Box as="ul" listStyleType="none" display="grid" gap="2" aria-label="Products being compared">
        {entries.map((e) => (
          <Flex as="li" key={e.id} align="center" justify="space-between" gap="3" wrap="wrap" borderBottomWidth="1px" pb="2">
            <Text fontWeight="medium">{itemLabel(e)}</Text>
            <Button size="xs" variant="outline" onClick={() => void removeProductCompareItem(e.id)} aria-label={`Remove ${itemLabel(e)}`}>Remove</Button>
          </Flex>
        ))}
      </Box>
      <Flex gap="2" wrap="wrap" mt="3">
        {products.map((p) => (
          <Button key={p.id} size="xs" variant="ghost" onClick={() => void removeProductFromCompare(p.id)}>Remove all of {p.name}</Button>
        ))}
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void clearProductCompare()}>Clear comparison</Button>
      </Flex>
    </Box>
  )
}

export function ProductCompareTab() {
  const entries = useProductCompare()
  const [weights, setWeights] = useLocalWeights('productCompare')
  const list = entries ?? []
  const items = list.map((e) => ({ itemId: e.product.id, tierId: e.tier?.id ?? null, pricingOptionId: e.pricingOption?.id ?? null }))
  return (
    <Box display="grid" gridTemplateColumns="minmax(0, 1fr)" gap="5">
      {list.length > 0 && <CompareListPanel entries={list} />}
      <BoardView
        name="Product Comparison"
        type="product"
        items={items}
        weights={weights}
        onWeightsChange={setWeights}
        empty={
          <EmptyBoard title="No products to compare yet">
            <Text>
              Add up to {PRODUCT_COMPARE_LIMIT} products or plans with <strong>Compare</strong> on a product page, or{' '}
              <Link asChild color="brand.fg" fontWeight="semibold"><RouterLink to="/products">browse the Product Marketplace</RouterLink></Link>.
            </Text>
          </EmptyBoard>
        }
        actions={items.length > 0 && (
          <SaveAsBoardButton label="Save as board" ariaLabel="Save the product comparison as a board" type="product" items={items} weights={weights as Record<string, number>} defaultName="My product shortlist" />
        )}
      />
    </Box>
  )
}
