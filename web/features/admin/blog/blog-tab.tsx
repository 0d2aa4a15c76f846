// Admin tab "Blog posts" (admin spec section 2). Placeholder until its issue-6 work lands.
import { Text } from '@chakra-ui/react'

export default function BlogTab() {
  return <Text color="fg.muted">Blog posts is being built.</Text>
}
