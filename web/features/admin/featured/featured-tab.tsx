// Admin tab "Featured comparisons" (admin spec section 2). Placeholder until its issue-6 work lands.
import { Text } from '@chakra-ui/react'

export default function FeaturedTab() {
  return <Text color="fg.muted">Featured comparisons is being built.</Text>
}
