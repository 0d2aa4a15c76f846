// Admin tab "Manage products" (admin spec section 2). Placeholder until its issue-6 work lands.
import { Text } from '@chakra-ui/react'

export default function ProductsTab() {
  return <Text color="fg.muted">Manage products is being built.</Text>
}
