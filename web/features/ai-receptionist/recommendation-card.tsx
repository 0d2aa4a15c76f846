// One recommended vendor: name linking to its page, category, price summary, why it was recommended,
// what to check, and Add to compare (then "Added to compare").
import { Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { priceFigureText, type PriceFigure } from '../../../sync/rules/price-figure'
import type { Recommendation } from '../../../sync/rules/vendor-recommendation'
import type { Vendor } from '../../../sync/schemas'
import { CatalogLogo } from '../../components/catalog'
import { compareVendor } from '../../components/compare-actions'
import { useIsVendorCompared } from '../../data/account/compare'

type Props = { rank: number; recommendation: Recommendation<Vendor>; priceFigure: PriceFigure; categoryName: string | null }

export function RecommendationCard({ rank, recommendation: { vendor, reasons, caveats }, priceFigure, categoryName }: Props) {
  const compared = useIsVendorCompared(vendor.id)
  const path = `/vendors/${vendor.slug}`
  return (
    <Box as="article" aria-label={vendor.name} data-testid="recommendation" bg="bg.panel" borderWidth="1px" borderColor="border" rounded="xl" p="5">
      <Flex gap="3" align="flex-start">
        <CatalogLogo sources={[vendor.logoUrl]} name={vendor.name} size={48} />
        <Stack gap="1" minW="0" flex="1">
          <Heading as="h3" size="md" overflowWrap="anywhere">
            <Text as="span" color="fg.muted" fontWeight="normal">{rank}. </Text>
            <Link asChild color="fg" fontWeight="semibold"><RouterLink to={path}>{vendor.name}</RouterLink></Link>
          </Heading>
          <HStack gap="2" wrap="wrap" fontSize="sm">
            {categoryName && <Badge variant="subtle" colorPalette="brand">{categoryName}</Badge>}
            <Text as="span" color="brand.fg" fontWeight="semibold" data-testid="recommendation-price">{priceFigureText(priceFigure)}</Text>
          </HStack>
        </Stack>
      </Flex>
      <Stack gap="3" mt="4" fontSize="sm">
        {reasons.length > 0 && (
          <Box>
            <Text fontWeight="semibold">Why we recommend it</Text>
            <Box as="ul" ps="5" listStyleType="disc" data-testid="reasons">{reasons.map((r) => <li key={r}>{r}</li>)}</Box>
          </Box>
        )}
        {caveats.length > 0 && (
          <Box>
            <Text fontWeight="semibold">Check before choosing</Text>
            <Box as="ul" ps="5" listStyleType="disc" color="fg.muted" data-testid="caveats">{caveats.map((c) => <li key={c}>{c}</li>)}</Box>
          </Box>
        )}
      </Stack>
      <HStack gap="2" mt="4" wrap="wrap">
        <Button asChild size="sm"><RouterLink to={path} aria-label={`View ${vendor.name}`}>View vendor</RouterLink></Button>
        <Button size="sm" variant="outline" disabled={compared} aria-label={compared ? `${vendor.name} added to compare` : `Add ${vendor.name} to compare`}
          onClick={() => void compareVendor(vendor)}>
          {compared ? 'Added to compare' : 'Add to compare'}
        </Button>
      </HStack>
    </Box>
  )
}
