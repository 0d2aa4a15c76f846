// The Marketplace menu's two columns: "Browse Vendors" (first 4 featured vendors) and "Browse Products"
// (first 4 products with their vendor's name), from the local copy. Loaded when the menu first opens.
import { Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { useCategoryName } from '../../data/catalog/card-hooks'
import { useMenuProducts, useMenuVendors, type MenuVendor } from './header-data'

const MENU_ITEM_LIMIT = 4
const PRODUCT_VENDOR_FALLBACK = 'Vetted Partner'

export default function MarketplaceMenuColumns({ onNavigate }: { onNavigate: () => void }) {
  return (
    <SimpleGrid columns={2} gap="8">
      <VendorsColumn onNavigate={onNavigate} />
      <ProductsColumn onNavigate={onNavigate} />
    </SimpleGrid>
  )
}

function VendorsColumn({ onNavigate }: { onNavigate: () => void }) {
  const vendors = useMenuVendors().slice(0, MENU_ITEM_LIMIT)
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm">Browse Vendors</Heading>
      {vendors.length === 0 && <EmptyNote>Featured vendors will appear here.</EmptyNote>}
      {vendors.map((vendor) => (
        <VendorEntry key={vendor.id} vendor={vendor} onNavigate={onNavigate} />
      ))}
      <Flex gap="4" wrap="wrap" pt="2">
        <MenuLink to="/vendors" onNavigate={onNavigate}>View Marketplace</MenuLink>
        <MenuLink to="/marketplace" onNavigate={onNavigate}>Explore 35+ Verified Vendors</MenuLink>
      </Flex>
    </Stack>
  )
}

/** A featured vendor with its category's name (never its slug). */
function VendorEntry({ vendor, onNavigate }: { vendor: MenuVendor; onNavigate: () => void }) {
  const category = useCategoryName(vendor.category)
  return <MenuEntry to={`/vendors/${vendor.slug}`} title={vendor.name} note={category} onNavigate={onNavigate} />
}

function ProductsColumn({ onNavigate }: { onNavigate: () => void }) {
  const products = useMenuProducts().slice(0, MENU_ITEM_LIMIT)
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm">Browse Products</Heading>
      {products.length === 0 && <EmptyNote>Products will appear here.</EmptyNote>}
      {products.map((product) => (
        <MenuEntry key={product.id} to={`/products/${product.slug}`} title={product.name}
          note={product.vendor?.name || PRODUCT_VENDOR_FALLBACK} onNavigate={onNavigate} />
      ))}
      <Flex pt="2">
        <MenuLink to="/products" onNavigate={onNavigate}>View All Products</MenuLink>
      </Flex>
    </Stack>
  )
}

type EntryProps = { to: string; title: string; note?: string | null; onNavigate: () => void }

function MenuEntry({ to, title, note, onNavigate }: EntryProps) {
  return (
    <Link asChild display="block" rounded="md" px="2" py="1.5" mx="-2" _hover={{ bg: 'bg.muted', textDecoration: 'none' }}>
      <RouterLink to={to} onClick={onNavigate}>
        <Text fontWeight="medium" color="fg">{title}</Text>
        {note && <Text fontSize="sm" color="fg.muted">{note}</Text>}
      </RouterLink>
    </Link>
  )
}

function MenuLink({ to, children, onNavigate }: { to: string; children: string; onNavigate: () => void }) {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
      <RouterLink to={to} onClick={onNavigate}>{children}</RouterLink>
    </Link>
  )
}

function EmptyNote({ children }: { children: string }) {
  return <Text fontSize="sm" color="fg.muted">{children}</Text>
}
