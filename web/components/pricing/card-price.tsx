// A card's price (vendor and product cards alike): the headline of sync/rules/price-figure's card form,
// "Starting at $10.17/month", and what the figure is beneath it, "per user, billed yearly".
import { Box, Text } from '@chakra-ui/react'
import { priceFigureCard, type PriceFigure } from '../../../sync/rules/price-figure'

export function CardPrice({ figure, testId }: { figure: PriceFigure | undefined; testId: string }) {
  const lines = figure && priceFigureCard(figure)
  return (
    <Box mt="auto" minH="10">
      <Text fontWeight="semibold" fontSize="sm" color="brand.fg" data-testid={testId}>{lines?.headline ?? ''}</Text>
      {lines?.basis && <Text fontSize="xs" color="fg.muted" data-testid="price-basis">{lines.basis}</Text>}
    </Box>
  )
}
