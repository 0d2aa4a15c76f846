// Where the shipped media lives under web/public (served from the site root). The seed and the media
// generator (scripts/generate-media.ts) both use these, so every stored path has a file behind it.
export const vendorLogoPath = (vendorSlug: string) => `/media/logos/${vendorSlug}.svg`
/** Product logos sit in their own folder: a product may share its vendor's slug ("Inkwell Sign"). */
export const productLogoPath = (productSlug: string) => `/media/logos/products/${productSlug}.svg`
export const screenshotPath = (name: string) => `/media/screenshots/${name}.svg`
export const resourceCoverPath = (resourceSlug: string) => `/media/covers/resources/${resourceSlug}.svg`
export const blogCoverPath = (postSlug: string) => `/media/covers/blog/${postSlug}.svg`
export const resourceFilePath = (fileName: string) => `/media/resources/${fileName}`
