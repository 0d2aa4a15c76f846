// Five stars for a 0-5 rating, drawn from the shared star rule. The stars are one image
// for assistive technology ("Rated 4.5 out of 5"); the printed number beside them is hidden from it.
// Plain elements with the static classes of web/theme/catalog-card-css.ts: a list shows a rating on
// every card, and each star as Chakra elements cost three style resolutions a render.
import { starDisplay, vendorCardStars, type StarDisplay } from '../../../sync/rules/star-display'
import { CARD_CLASSES } from '../../theme/catalog-card-css'

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'
const FILLED = '#f5b301'

function Star({ fill, size }: { fill: 'full' | 'half' | 'empty'; size: number }) {
  return (
    <span className={CARD_CLASSES.star} style={{ width: size, height: size }}>
      <svg viewBox="0 0 24 24" className={CARD_CLASSES.starEmpty}>
        <path d={STAR_PATH} fill="currentColor" />
      </svg>
      {fill !== 'empty' && (
        <span className={CARD_CLASSES.starFill} style={{ width: fill === 'half' ? '50%' : '100%' }}>
          <svg viewBox="0 0 24 24" width={size} height={size}><path d={STAR_PATH} fill={FILLED} /></svg>
        </span>
      )}
    </span>
  )
}

export interface StarRatingProps {
  /** The rating, 0-5; null or undefined when missing. */
  value: number | null | undefined
  /** "vendorCard": half star from .5 and "N/A" when missing; default: half star from .25. */
  variant?: 'default' | 'vendorCard'
  size?: number
  /** Print the one-decimal value after the stars (default true). */
  showValue?: boolean
}

export function ratingLabel(display: StarDisplay): string {
  return display.value === null ? 'Not rated' : `Rated ${display.label} out of 5`
}

export function StarRating({ value, variant = 'default', size = 16, showValue = true }: StarRatingProps) {
  const display = variant === 'vendorCard' ? vendorCardStars(value) : starDisplay(value)
  const fills = [
    ...Array<'full'>(display.full).fill('full'),
    ...(display.half ? (['half'] as const) : []),
    ...Array<'empty'>(display.empty).fill('empty'),
  ]
  return (
    <div className={CARD_CLASSES.starRow}>
      <span role="img" aria-label={ratingLabel(display)} className={CARD_CLASSES.stars} data-stars={`${display.full}${display.half ? '.5' : ''}`}>
        {fills.map((fill, i) => <Star key={i} fill={fill} size={size} />)}
      </span>
      {showValue && <span aria-hidden="true" className={CARD_CLASSES.starValue}>{display.label}</span>}
    </div>
  )
}
