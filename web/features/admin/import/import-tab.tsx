// Admin tab "Import data" (admin spec section 2). Placeholder until its issue-6 work lands.
import { Text } from '@chakra-ui/react'

export default function ImportTab() {
  return <Text color="fg.muted">Import data is being built.</Text>
}
