// The buyer's weights, one slider per criterion (0 = ignore, 10 = matters most). Moving a slider
// re-ranks the board at once; on a read-only board the weights are shown but cannot be moved.
import { Box, Button, chakra, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { MAX_WEIGHT, SCORE_CRITERIA, type Criterion } from '../../../sync/rules/weighted-score'

interface Props {
  weights: Record<Criterion, number>
  onChange?: (key: Criterion, value: number) => void
  onReset?: () => void
}

export function WeightsPanel({ weights, onChange, onReset }: Props) {
  return (
    <Box as="section" aria-labelledby="weights-heading" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.panel" className="no-print">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id="weights-heading" size="md">Your weights</Heading>
        {onReset && <Button size="xs" variant="outline" onClick={onReset}>Reset to equal weights</Button>}
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="4">
        How much each criterion counts, from 0 (ignore) to 10. The ranking updates as you move them.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {SCORE_CRITERIA.map(({ key, label }) => (
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
              value={weights[key]}
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
