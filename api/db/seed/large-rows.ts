// Row values for the generated benchmark catalogue: deterministic (a seeded PRNG and the row index),
// varied enough for search benchmarks, and shaped like the demo rows so every screen works on them.
import { VENDOR_CATEGORIES } from '../../../sync/schemas'
import { slugify } from '../../../sync/rules/slugify'
import {
  AUDIENCES, BENEFITS, CATEGORY_WORDS, CONS, EDITIONS, FEATURES, HARDWARE_NOUNS, NAME_PREFIXES, NAME_ROOTS,
  NAME_SUFFIXES, PROS,
} from './data/large-words'
import { INTEGRATIONS, SCREENSHOTS } from './data/types'
import { screenshotPath } from './media-paths'
import type { Values } from './pricing-plans'

/** mulberry32: a tiny seeded PRNG, so the same counts always build the same catalogue. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Rand = () => number
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]
const pickSome = <T>(rand: Rand, list: readonly T[], n: number): T[] => {
  const start = Math.floor(rand() * list.length)
  return Array.from({ length: Math.min(n, list.length) }, (_, i) => list[(start + i * 3) % list.length])
}
const rating = (rand: Rand, low = 2.8) => Math.round((low + rand() * (5 - low)) * 10) / 10

const NAME_SPACE = NAME_PREFIXES.length * NAME_ROOTS.length * NAME_SUFFIXES.length
const STRIDE = 7919 // prime and coprime with NAME_SPACE: walks the name space in a scattered order

/** The i-th vendor name: unique for every i ("Cobaltforge Labs", later "Cobaltforge Labs 2"). */
export function vendorName(i: number): { name: string; stem: string } {
  let n = (i % NAME_SPACE) * STRIDE % NAME_SPACE
  const prefix = NAME_PREFIXES[n % NAME_PREFIXES.length]
  n = Math.floor(n / NAME_PREFIXES.length)
  const root = NAME_ROOTS[n % NAME_ROOTS.length]
  const suffix = NAME_SUFFIXES[Math.floor(n / NAME_ROOTS.length)]
  const round = Math.floor(i / NAME_SPACE)
  const stem = prefix + root
  return { name: `${stem} ${suffix}${round ? ` ${round + 1}` : ''}`, stem }
}

export function largeVendor(i: number, rand: Rand, now: string): Values & { stem: string } {
  const { name, stem } = vendorName(i)
  const category = VENDOR_CATEGORIES[i % VENDOR_CATEGORIES.length].slug
  const ratings = [rating(rand), rating(rand), rating(rand), rating(rand), rating(rand)]
  const price = Math.round(2 + rand() * 98)
  return {
    stem, name, slug: slugify(name), logoUrl: null, category,
    description: `${name} provides ${pick(rand, CATEGORY_WORDS[category].offer)} for ${pick(rand, AUDIENCES)}. ${pick(rand, BENEFITS)}`,
    featured: i % 25 === 0,
    securityRating: ratings[0], valueRating: ratings[1], supportRating: ratings[2], easeOfUseRating: ratings[3], featureRating: ratings[4],
    rating: Math.round((ratings.reduce((a, b) => a + b, 0) / 5) * 10) / 10,
    reviewCount: Math.floor(12 + rand() * 2400), marketScore: rating(rand, 3),
    startingPrice: price, pricingModel: 'Per user per month',
    pricingDetails: `Starter $${price}/user/month, Business $${price * 2}/user/month, Enterprise custom.`,
    pricingUrl: `https://www.${slugify(name).replace(/-/g, '')}.example/pricing`, demoUrl: null, demoVideo: null,
    pros: pickSome(rand, PROS, 3), cons: pickSome(rand, CONS, 2), features: pickSome(rand, FEATURES, 5),
    integrations: pickSome(rand, INTEGRATIONS, 5), screenshots: pickSome(rand, SCREENSHOTS, 2).map(screenshotPath),
    deploymentOptions: rand() < 0.7 ? ['Cloud'] : ['Cloud', 'Hybrid'], categories: [category], createdAt: now, updatedAt: now,
  }
}

export function largeProduct(vendor: Values & { stem: string }, vendorId: number, k: number, rand: Rand, now: string): Values {
  const category = vendor.category as keyof typeof CATEGORY_WORDS
  const hardware = rand() < 0.25
  const noun = hardware ? pick(rand, HARDWARE_NOUNS) : CATEGORY_WORDS[category].products[(k * 3 + vendorId) % 11]
  const name = `${vendor.stem} ${noun} ${EDITIONS[(k + vendorId) % EDITIONS.length]}`
  const offer = pick(rand, CATEGORY_WORDS[category].offer)
  const price = hardware ? Math.round(49 + rand() * 2950) : Math.round((1 + rand() * 60) * 100) / 100
  return {
    vendorId, name, description: `${name} by ${vendor.name as string}: ${offer} for ${pick(rand, AUDIENCES)}.`,
    category: hardware ? noun : offer[0].toUpperCase() + offer.slice(1), type: hardware ? 'hardware' : 'software', logoUrl: null, featured: rand() < 0.03,
    demoUrl: null, demoVideo: null, screenshots: [], features: pickSome(rand, FEATURES, 4), pros: [], cons: [],
    integrations: (vendor.integrations as string[]).slice(0, 3), price, productUrl: null,
    systemRequirements: null, supportedPlatforms: hardware ? ['Web'] : ['Web', 'iOS', 'Android'], createdAt: now, updatedAt: now,
  }
}

const SOFTWARE_TIERS = ['Starter', 'Business', 'Enterprise']
const HARDWARE_TIERS = ['Standard', 'Pro', 'Max']

/** 1-3 tiers, each with 1-2 pricing options (USD first, then EUR or GBP). */
export function largeTiers(product: Values, productId: number, rand: Rand): { tier: Values; options: Values[] }[] {
  const hardware = product.type === 'hardware'
  const count = 1 + Math.floor(rand() * 3)
  const base = product.price as number
  return Array.from({ length: count }, (_, k) => {
    const price = Math.round(base * (1 + k * 0.8) * 100) / 100
    const terms = { setupFee: 0, trialDays: hardware ? 0 : 14, minimumUsers: 1, maximumUsers: null, pricePerUser: !hardware }
    const usd = { ...terms, price, currency: 'USD', paymentFrequency: hardware ? 'one-time' : 'monthly', contractTerm: 'flexible', isRecommended: true }
    const local = rand() < 0.5
      ? { ...terms, price: Math.round(price * 0.92 * 100) / 100, currency: 'EUR', paymentFrequency: hardware ? 'one-time' : 'annually', contractTerm: hardware ? 'flexible' : 'annual', isRecommended: false }
      : { ...terms, price: Math.round(price * 0.79 * 100) / 100, currency: 'GBP', paymentFrequency: hardware ? 'one-time' : 'quarterly', contractTerm: hardware ? 'flexible' : 'quarterly', isRecommended: false }
    return {
      tier: { productId, name: (hardware ? HARDWARE_TIERS : SOFTWARE_TIERS)[k], description: null, features: [], isPopular: k === Math.min(1, count - 1), sortOrder: k },
      options: rand() < 0.5 ? [usd] : [usd, local],
    }
  })
}
