// A short list of label/value pairs (a description list), for quick stats and pricing facts.
import { chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface Fact {
  label: string
  value: ReactNode
}

export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="3" alignItems="center">
      {facts.map((fact) => (
        <chakra.div key={fact.label} display="contents">
          <chakra.dt fontSize="sm" color="fg.muted">{fact.label}</chakra.dt>
          <chakra.dd fontWeight="medium" minW="0" overflowWrap="anywhere">{fact.value}</chakra.dd>
        </chakra.div>
      ))}
    </chakra.dl>
  )
}
