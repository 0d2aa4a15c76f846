// The buyer's weights, one slider per criterion (0 = ignore, 10 = matters most). Moving a slider
// re-ranks the board at once. On a read-only board the weights are shown but cannot be moved, and the
// panel says whose they are (a shared board's owner) and how to rank with one's own (save a copy).
// Whoever may change the weights can also add the "Security & compliance" criterion or remove it.
import { Box, Button, chakra, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { MAX_WEIGHT, SCORE_CRITERIA, SECURITY_COMPLIANCE, SECURITY_COMPLIANCE_LABEL, type BoardWeights, type ScoredCriterion } from '../../../sync/rules/weighted-score'

interface Props {
  weights: BoardWeights
  /** Absent on a read-only board. */
  onChange?: (key: ScoredCriterion, value: number) => void
  onReset?: () => void
  /** Adds or removes Security & compliance; absent where the board's criteria cannot change. */
  onSecurityChange?: (on: boolean) => void
  /** Whose weights these are when they are not the viewer's (a shared board's owner). */
  ownerName?: string
}

/** Whose weights: "Dana Reyes's" (a name keeps its own case), or the viewer's. */
export const weightsOwner = (ownerName: string | undefined, start = false) => (ownerName ? `${ownerName}'s` : start ? 'Your' : 'your')

function explanation(editable: boolean, ownerName: string | undefined): string {
  if (editable) return 'How much each criterion counts, from 0 (ignore) to 10. The ranking updates as you move them.'
  if (ownerName) return `How much each criterion counts for ${ownerName}, from 0 (ignore) to 10. Read-only: save a copy to rank this board with your own weights.`
  return 'How much each criterion counts, from 0 (ignore) to 10. Read-only until this browser has synced your board.'
}

export function WeightsPanel({ weights, onChange, onReset, onSecurityChange, ownerName }: Props) {
  const withSecurity = weights[SECURITY_COMPLIANCE] !== undefined
  const criteria: { key: ScoredCriterion; label: string }[] = [...SCORE_CRITERIA, ...(withSecurity ? [{ key: SECURITY_COMPLIANCE as ScoredCriterion, label: SECURITY_COMPLIANCE_LABEL }] : [])]
  return (
    <Box as="section" aria-labelledby="weights-heading" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.panel" className="no-print">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id="weights-heading" size="md">{weightsOwner(ownerName, true)} weights</Heading>
        <Flex gap="2" wrap="wrap">
          {onSecurityChange && (
            <Button size="xs" variant="outline" onClick={() => onSecurityChange(!withSecurity)}>
              {withSecurity ? `Remove ${SECURITY_COMPLIANCE_LABEL}` : `Add ${SECURITY_COMPLIANCE_LABEL}`}
            </Button>
          )}
          {onReset && <Button size="xs" variant="outline" onClick={onReset}>Reset to equal weights</Button>}
        </Flex>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="4">{explanation(!!onChange, ownerName)}</Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {criteria.map(({ key, label }) => (
          <Box key={key}>
            <Flex justify="space-between" mb="1">
              <chakra.label htmlFor={`weight-${key}`} fontWeight="medium" fontSize="sm">{label} weight</chakra.label>
              <chakra.output htmlFor={`weight-${key}`} fontSize="sm" fontWeight="semibold" data-testid={`weight-value-${key}`}>{weights[key]}</chakra.output>
            </Flex>
            <chakra.input
              id={`weight-${key}`}
              type="range"
              min={0}
              max={MAX_WEIGHT}
              step={1}
              value={weights[key] ?? 0}
              disabled={!onChange}
              onChange={(e) => onChange?.(key, Number(e.target.value))}
              width="full"
              css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
              cursor={onChange ? 'pointer' : 'not-allowed'}
            />
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  )
}
