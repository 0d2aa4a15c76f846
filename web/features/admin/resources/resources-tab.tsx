// Admin tab "Resources" (admin spec section 2). Placeholder until its issue-6 work lands.
import { Text } from '@chakra-ui/react'

export default function ResourcesTab() {
  return <Text color="fg.muted">Resources is being built.</Text>
}
