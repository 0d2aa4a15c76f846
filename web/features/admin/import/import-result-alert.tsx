// The result under the picker: green for success, red for failure, and the rows that
// were not imported with their row number. Long lists show their first rows and say how many more.
import { Alert, Box, List, Text } from '@chakra-ui/react'
import { countText, formatCount } from '../../../../sync/rules/money'
import type { ImportKind } from './import-kinds'
import type { ImportOutcome } from './import-outcome'

/** Rows listed in the alert; the rest are counted. */
const SHOWN_ERRORS = 100

export function ImportResultAlert({ kind, outcome }: { kind: ImportKind; outcome: ImportOutcome }) {
  const shown = outcome.errors.slice(0, SHOWN_ERRORS)
  const more = outcome.errorCount - shown.length
  return (
    <Alert.Root status={outcome.status === 'success' ? 'success' : 'error'} role="status" aria-label={`${kind} import result`}>
      <Alert.Indicator />
      <Alert.Content gap="2" minW="0">
        <Alert.Title>{outcome.title}</Alert.Title>
        <Alert.Description>{outcome.message}</Alert.Description>
        {shown.length > 0 && (
          <Box>
            <Text fontWeight="medium" fontSize="sm" mb="1">
              {countText(outcome.errorCount, 'row was', 'rows were')} not imported:
            </Text>
            <List.Root as="ul" fontSize="sm" ps="5" gap="0.5" maxH="64" overflowY="auto" tabIndex={0} aria-label="Row errors">
              {shown.map((e) => <List.Item key={`${e.row}-${e.message}`}>Row {e.row}: {e.message}</List.Item>)}
            </List.Root>
            {more > 0 && <Text fontSize="sm" mt="1">...and {formatCount(more)} more.</Text>}
          </Box>
        )}
      </Alert.Content>
    </Alert.Root>
  )
}
