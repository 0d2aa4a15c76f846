// The hero's verified-vendor badge: the local copy's vendor count through the shared badge rule
// (sync/rules/verified-badge: "0", or "k+" for the largest multiple of 5 below the count).
import { HStack, Text } from '@chakra-ui/react'
import { verifiedVendorBadge } from '../../../sync/rules/verified-badge'
import { useFirstLoadActive, useVendorCount } from '../../data/catalog/home-hooks'
import { ShieldCheckIcon } from './home-icons'

export function VerifiedVendorBadge() {
  const count = useVendorCount()
  const firstLoad = useFirstLoadActive()
  // Nothing to claim until the count is read, nor halfway through the first download.
  const known = count !== undefined && !firstLoad
  return (
    <HStack data-testid="verified-vendor-badge" alignSelf="flex-start" gap="2" px="3" py="1.5" rounded="full" bg="bg.panel"
      borderWidth="1px" borderColor="brand.border" color="brand.fg" fontSize="sm" fontWeight="semibold" boxShadow="xs">
      <ShieldCheckIcon size={16} />
      <Text as="span">{known ? `${verifiedVendorBadge(count)} Verified Vendors` : 'Verified Vendors'}</Text>
    </HStack>
  )
}
