// Admin tab "User management" (admin spec section 2). Placeholder until its issue-6 work lands.
import { Text } from '@chakra-ui/react'

export default function UsersTab() {
  return <Text color="fg.muted">User management is being built.</Text>
}
