// The catalogue's shared UI pieces: cards, stars and logos that several screens show.
export { CatalogLogo, type CatalogLogoProps } from './catalog-logo'
export { PRODUCT_DESCRIPTION_FALLBACK, ProductCard, productTags, type ProductCardData, type ProductCardProps } from './product-card'
export { ratingLabel, StarRating, type StarRatingProps } from './star-rating'
export { VendorCard, VendorCardView, type VendorCardData, type VendorCardProps, type VendorCardViewProps } from './vendor-card'
