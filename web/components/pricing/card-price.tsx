// A card's price (vendor and product cards alike): the headline of sync/rules/price-figure's card form,
// "Starting at $10.17/month", and what the figure is beneath it, "per user, billed yearly". Static
// classes (web/theme/catalog-card-css.ts): every card of a list shows one.
import { priceFigureCard, type PriceFigure } from '../../../sync/rules/price-figure'
import { CARD_CLASSES } from '../../theme/catalog-card-css'

export function CardPrice({ figure, testId }: { figure: PriceFigure | undefined; testId: string }) {
  const lines = figure && priceFigureCard(figure)
  return (
    <div className={CARD_CLASSES.price}>
      <p className={CARD_CLASSES.priceHeadline} data-testid={testId}>{lines?.headline ?? ''}</p>
      {lines?.basis && <p className={CARD_CLASSES.priceBasis} data-testid="price-basis">{lines.basis}</p>}
    </div>
  )
}
