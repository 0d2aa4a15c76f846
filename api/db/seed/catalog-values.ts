// Row values for the demo vendors and products: slugs, media paths, made-up vendor sites and dates
// derived from the declarative data, in the field names insertRow expects.
import { slugify } from '../../../sync/rules/slugify'
import type { SeedProduct, SeedVendor } from './data/types'
import { productLogoPath, screenshotPath, vendorLogoPath } from './media-paths'
import { listPrice, pricingSummary, type Values } from './pricing-plans'
import { demoTrustProfile } from './trust-profiles'

const round1 = (x: number) => Math.round(x * 10) / 10

/** A vendor's made-up website. The reserved .example domain guarantees it is nobody's real site. */
export const vendorSite = (vendorSlug: string) => `https://www.${vendorSlug.replace(/-/g, '')}.example`

/** Listing dates spread over the year before the demo, so "newest" sorts look lived-in. */
export function listedAt(seq: number): string {
  return new Date(Date.UTC(2025, 10, 3) + seq * 2.5 * 86_400_000).toISOString()
}

export function vendorValues(v: SeedVendor, seq: number): Values {
  const slug = slugify(v.name)
  const [securityRating, valueRating, supportRating, easeOfUseRating, featureRating] = v.ratings
  const site = vendorSite(slug)
  const at = listedAt(seq)
  return {
    name: v.name, slug, logoUrl: vendorLogoPath(slug), category: v.category, description: v.description,
    featured: v.featured ?? false,
    securityRating, valueRating, supportRating, easeOfUseRating, featureRating,
    rating: round1(v.ratings.reduce((a, b) => a + b, 0) / v.ratings.length),
    reviewCount: v.reviewCount, marketScore: v.marketScore,
    startingPrice: v.startingPrice, pricingModel: v.pricingModel, pricingDetails: v.pricingDetails,
    pricingUrl: `${site}/pricing`, demoUrl: `${site}/demo`, demoVideo: null,
    pros: v.pros, cons: v.cons, features: v.features, integrations: v.integrations,
    screenshots: v.screenshots.map(screenshotPath), deploymentOptions: v.deployment,
    categories: [v.category, ...(v.alsoIn ?? [])],
    ...demoTrustProfile(seq, slug),
    createdAt: at, updatedAt: at,
  }
}

export function productValues(p: SeedProduct, vendor: SeedVendor, vendorId: number, seq: number): Values {
  const slug = slugify(p.name)
  const site = vendorSite(slugify(vendor.name))
  const shots = p.screenshots ?? vendor.screenshots.filter((s) => !s.startsWith('hardware')).slice(0, 3)
  const at = listedAt(seq / 3)
  return {
    vendorId, name: p.name, slug, description: p.description, category: p.category, type: p.type,
    logoUrl: p.ownLogo ? productLogoPath(slug) : null, // null: the vendor logo stands in
    featured: p.featured ?? false,
    demoUrl: p.type === 'software' ? `${site}/demo?product=${slug}` : null, demoVideo: null,
    screenshots: shots.map(screenshotPath), features: p.features, pros: [], cons: [],
    integrations: p.integrations ?? vendor.integrations.slice(0, 4),
    price: listPrice(p), pricingDetails: pricingSummary(p), productUrl: `${site}/products/${slug}`,
    systemRequirements: p.requirements ?? null, supportedPlatforms: p.platforms ?? [],
    createdAt: at, updatedAt: at,
  }
}
