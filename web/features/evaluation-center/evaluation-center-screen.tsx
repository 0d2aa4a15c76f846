// /evaluation-center: the buyer's named boards, the two always-present compare lists (the
// Quick Compare Board of vendors and the product compare list) compared side by side, and the
// featured comparisons to copy. Everything reads the local copy, so it all works offline. The header's
// compare count links here with ?list=vendors or ?list=products: that list opens, scrolled into view.
import { Badge, Box, Container, Heading, Tabs, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { usePageTitle } from '../../components/use-page-title'
import { PRODUCT_COMPARE_LIMIT, useProductCompare, useVendorCompare } from '../../data/account/compare'
import { ExtendedChakra } from '../../theme/extended-system'
import { FeaturedBoards } from './featured-boards'
import { MyBoards } from './my-boards'
import { ProductCompareTab } from './product-compare-tab'
import { QuickBoardTab } from './quick-board-tab'
import { InvitationsSection } from './team/invitations-section'
import { NEVER_PAID } from './trust-notes'

type ListTab = 'vendors' | 'products'

export default function EvaluationCenterScreen() {
  usePageTitle('Evaluation Center')
  const vendorCount = useVendorCompare()?.length ?? 0
  const productCount = useProductCompare()?.length ?? 0
  const [params] = useSearchParams()
  const asked = params.get('list')
  const [tab, setTab] = useState<ListTab>(asked === 'products' ? 'products' : 'vendors')
  useEffect(() => {
    if (asked !== 'vendors' && asked !== 'products') return
    setTab(asked)
    document.getElementById('compare-lists')?.scrollIntoView({ block: 'start' })
  }, [asked])
  const showList = (type: 'vendor' | 'product') => {
    setTab(type === 'vendor' ? 'vendors' : 'products')
    document.getElementById('compare-lists')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }
  return (
    <ExtendedChakra>
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }} display="grid" gridTemplateColumns="minmax(0, 1fr)" gap={{ base: '8', md: '10' }}>
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">Evaluation Center</Heading>
          <Text color="fg.muted" maxW="3xl">
            Compare vendors and products side by side, weight what matters to you, and share or export the result.
          </Text>
          <Text fontSize="sm" mt="2" fontWeight="medium">{NEVER_PAID}</Text>
        </Box>
        <InvitationsSection />
        <MyBoards />
        <Box as="section" id="compare-lists" aria-labelledby="compare-lists-heading" scrollMarginTop="20">
          <Heading as="h2" id="compare-lists-heading" size="lg" mb="3" className="no-print">Compare lists</Heading>
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as ListTab)} variant="line" lazyMount>
            <Tabs.List className="no-print" overflowX="auto">
              <Tabs.Trigger value="vendors">Quick Compare Board <Badge size="sm">{vendorCount}</Badge></Tabs.Trigger>
              <Tabs.Trigger value="products">Product Comparison <Badge size="sm">{productCount}/{PRODUCT_COMPARE_LIMIT}</Badge></Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="vendors" pt="5"><QuickBoardTab /></Tabs.Content>
            <Tabs.Content value="products" pt="5"><ProductCompareTab /></Tabs.Content>
          </Tabs.Root>
        </Box>
        <FeaturedBoards onOpened={showList} />
      </Container>
    </ExtendedChakra>
  )
}
