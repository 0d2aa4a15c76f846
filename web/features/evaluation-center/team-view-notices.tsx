// The notes above the team matrix: the fragile-lead warning naming the weight (and every move that
// would change first place), and which criteria the team disagrees on most.
import { Alert, List, Text } from '@chakra-ui/react'
import type { FragileNotice } from './team-view-model'

export function FragileLeadNotice({ notice }: { notice: FragileNotice }) {
  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{notice.title}</Alert.Title>
        <Alert.Description>
          <List.Root mt="1" ps="4" fontSize="sm">
            {notice.moves.map((move) => <List.Item key={move}>{move}</List.Item>)}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

export function DisagreementNote({ text }: { text: string }) {
  return <Text fontSize="sm" fontWeight="medium">{text}</Text>
}
