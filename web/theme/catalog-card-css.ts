// Static styles of the catalogue's repeated parts: the vendor and product cards, their logos, badges,
// star ratings and price lines. A list draws dozens of these at once and again whenever their data
// changes; as Chakra style props and recipes each element's styles would be resolved, serialised and
// hashed on every render. Written here once, in Chakra's style language (tokens, colour modes), they
// go into the global style sheet as plain classes (web/theme/system.ts), and the components name them.

/** The class names the components use. */
export const CARD_CLASSES = {
  card: 'vt-card',
  cardTop: 'vt-card-top',
  cardTitle: 'vt-card-title',
  cardTitleTight: 'vt-card-title vt-card-title-tight',
  row: 'vt-row',
  tags: 'vt-tags',
  actions: 'vt-card-actions',
  muted: 'vt-muted',
  description: 'vt-card-description',
  badgeBrand: 'vt-badge vt-badge-brand',
  badgeFeatured: 'vt-badge vt-badge-featured',
  badgeOutline: 'vt-badge vt-badge-outline',
  /** A count on a button (the active filters): Chakra's solid brand badge, without its styles inserted at the first filter. */
  badgeCount: 'vt-badge vt-badge-count',
  logo: 'vt-logo',
  logoPlaceholder: 'vt-logo vt-logo-placeholder',
  stars: 'vt-stars',
  starRow: 'vt-star-row',
  star: 'vt-star',
  starEmpty: 'vt-star-empty',
  starFill: 'vt-star-fill',
  starValue: 'vt-star-value',
  price: 'vt-price',
  priceHeadline: 'vt-price-headline',
  priceBasis: 'vt-price-basis',
} as const

const row = { display: 'flex', flexDirection: 'row', alignItems: 'center' } as const
const badge = {
  display: 'inline-flex', alignItems: 'center', borderRadius: 'l2', gap: '1', fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', userSelect: 'none', textStyle: 'xs', px: '1.5', minH: '5',
} as const

/** For the system's globalCss: one rule per class above. */
export const catalogCardCss = {
  '.vt-card': {
    bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', borderRadius: 'xl', p: '5', display: 'flex',
    flexDirection: 'column', gap: '3', height: 'full', minW: '0', boxShadow: 'xs', transition: 'box-shadow 0.2s',
    _hover: { boxShadow: 'md' },
  },
  '.vt-card-top': { display: 'flex', gap: '3', alignItems: 'flex-start' },
  '.vt-card-title': { display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1' },
  '.vt-card-title-tight': { gap: '0.5' },
  '.vt-row': { ...row, gap: '2', flexWrap: 'wrap' },
  '.vt-tags': { ...row, gap: '1.5', flexWrap: 'wrap' },
  '.vt-card-actions': { ...row, gap: '2', flexWrap: 'wrap' },
  '.vt-muted': { fontSize: 'sm', color: 'fg.muted' },
  '.vt-card-description': { fontSize: 'sm', color: 'fg.muted', lineClamp: '3' },
  '.vt-badge': badge,
  '.vt-badge-brand': { bg: 'brand.subtle', color: 'brand.fg' },
  '.vt-badge-featured': { bg: 'orange.700', color: 'white' },
  '.vt-badge-count': { bg: 'brand.solid', color: 'brand.contrast' },
  '.vt-badge-outline': { color: 'gray.fg', boxShadow: 'inset 0 0 0px 1px var(--chakra-colors-gray-border)' },
  '.vt-logo': { flexShrink: '0', borderRadius: 'lg' },
  'img.vt-logo': { objectFit: 'contain', bg: 'bg.subtle', borderWidth: '1px', borderColor: 'border.muted' },
  '.vt-logo-placeholder': {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', bg: 'brand.muted', color: 'brand.fg', fontWeight: 'bold',
  },
  '.vt-star-row': { ...row, gap: '1.5' },
  '.vt-stars': { display: 'inline-flex', gap: '0.5' },
  '.vt-star': { position: 'relative', display: 'inline-block', flexShrink: '0' },
  '.vt-star-empty': { position: 'absolute', inset: '0', width: '100%', height: '100%', color: 'gray.300', _dark: { color: 'gray.600' } },
  '.vt-star-fill': { position: 'absolute', insetY: '0', insetStart: '0', overflow: 'hidden' },
  '.vt-star-value': { fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' },
  '.vt-price': { mt: 'auto', minH: '10' },
  '.vt-price-headline': { fontWeight: 'semibold', fontSize: 'sm', color: 'brand.fg' },
  '.vt-price-basis': { fontSize: 'xs', color: 'fg.muted' },
}
