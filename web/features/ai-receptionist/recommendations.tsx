// The receptionist's answer: a summary of the buyer's answers and the ranked vendors with their reasons,
// or, when nothing meets the requirements, what to loosen.
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { vendorPriceFigure } from '../../../sync/rules/price-figure'
import { BUDGETS, recommendVendors, type BuyerAnswers } from '../../../sync/rules/vendor-recommendation'
import { DEPLOYMENT_OPTIONS } from '../../../sync/rules/vendor-filters'
import { useDisplayCurrency } from '../../data/catalog/display-currency'
import { RecommendationCard } from './recommendation-card'
import type { useReceptionistData } from './use-receptionist-data'

type Props = { answers: BuyerAnswers; data: ReturnType<typeof useReceptionistData>; onChange: () => void; onStartOver: () => void }

function summary(answers: BuyerAnswers, categoryName: (slug: string | null) => string | null): string {
  return [
    answers.category ? (categoryName(answers.category) ?? answers.category) : 'Any category',
    BUDGETS.find((b) => b.value === answers.budget)!.label,
    answers.deployment ? DEPLOYMENT_OPTIONS.find((d) => d.value === answers.deployment)!.label : 'Any deployment',
    answers.integrations.length ? `Integrates with ${answers.integrations.join(', ')}` : 'No required integrations',
  ].join(' · ')
}

export function Recommendations({ answers, data, onChange, onStartOver }: Props) {
  const { vendors, pricing, categoryName } = data
  const currency = useDisplayCurrency()
  const results = useMemo(() => recommendVendors(vendors, answers, (v) => pricing.get(v.id) ?? []), [vendors, pricing, answers])
  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted" data-testid="answers-summary">You asked for: {summary(answers, categoryName)}</Text>
      {results.length === 0 ? (
        <Stack gap="1" role="status">
          <Text fontWeight="semibold" fontSize="lg">No vendors match all your answers</Text>
          <Text color="fg.muted">Try a higher budget, another category or no deployment preference.</Text>
        </Stack>
      ) : (
        <Stack gap="4" as="ol" listStyleType="none" aria-label="Recommended vendors">
          {results.map((r, i) => (
            <li key={r.vendor.id}>
              <RecommendationCard rank={i + 1} recommendation={r} categoryName={categoryName(r.vendor.category)}
                priceFigure={vendorPriceFigure(r.vendor, pricing.get(r.vendor.id) ?? [], currency)} />
            </li>
          ))}
        </Stack>
      )}
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={onChange}>Change answers</Button>
        <Button variant="ghost" onClick={onStartOver}>Start over</Button>
      </HStack>
    </Stack>
  )
}
