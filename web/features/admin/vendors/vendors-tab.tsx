// Admin tab "Manage vendors" (admin spec section 2). Placeholder until its issue-6 work lands.
import { Text } from '@chakra-ui/react'

export default function VendorsTab() {
  return <Text color="fg.muted">Manage vendors is being built.</Text>
}
