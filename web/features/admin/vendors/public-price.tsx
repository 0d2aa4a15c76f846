// What buyers see as the vendor's price, and where it comes from, by the one price rule every public
// screen uses (sync/rules/price-figure): on the admin's vendor card and, live with the unsaved values, in
// the dialog's Pricing tab.
import { Box, Text } from '@chakra-ui/react'
import { figureSourceText, priceFigureText } from '../../../../sync/rules/price-figure'
import type { Vendor } from '../../../../sync/schemas'
import { useVendorPriceSource } from '../../../data/catalog/card-hooks'

type Facts = Pick<Vendor, 'startingPrice' | 'pricingDetails' | 'pricingModel'>

export function PublicPrice({ vendorId, facts, detailed = false }: { vendorId: number | null; facts: Facts; detailed?: boolean }) {
  const source = useVendorPriceSource(vendorId, facts)
  if (!source) return <Box minH="10" />
  return (
    <Box fontSize="sm" data-testid="public-price">
      <Text><Text as="span" color="fg.muted">Buyers see: </Text><Text as="span" fontWeight="semibold">{priceFigureText(source.figure)}</Text></Text>
      <Text color="fg.muted" fontSize={detailed ? 'sm' : 'xs'}>From {figureSourceText(source.figure, source.plan)}.</Text>
    </Box>
  )
}
