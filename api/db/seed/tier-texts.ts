// Tier descriptions and feature lists, built from the product's own features so every tier reads
// like a pricing page: the first tier lists the basics, each next one starts "Everything in ...".
import type { SeedProduct } from './data/types'

const SOFTWARE_EXTRAS = ['SAML single sign-on', 'Dedicated success manager', '99.9% uptime SLA']
const MIDDLE_EXTRAS = ['Advanced reporting', 'Priority email support', 'Custom roles']
const HARDWARE_EXTRAS = ['Three-year advance replacement', 'Priority phone support', 'Extended firmware support']

function describe(product: SeedProduct, name: string, k: number, count: number): string {
  if (product.tiers === 'contact') return 'Custom pricing based on your volume and requirements. Contact sales for a quote.'
  const price = product.tiers[k][1]
  if (price === 0) return 'Free for small teams, with the core features and community support.'
  if (product.type === 'hardware') {
    return k === 0
      ? `The ${product.name} with a one-year warranty and standard support.`
      : `The ${product.name} with a three-year advance-replacement warranty and priority support.`
  }
  if (count === 1) return `Everything ${product.name} offers, in one ${name.toLowerCase()} plan.`
  if (k === count - 1 && count >= 3) return 'For larger organisations that need advanced security, controls and support.'
  if (k === 0 || (k === 1 && product.tiers[0][1] === 0)) return 'Everything a small team needs to get started.'
  return 'For growing teams that need more automation, reporting and control.'
}

function featuresFor(product: SeedProduct, k: number, count: number): string[] {
  const all = product.features
  if (product.tiers === 'contact') return all
  const previous = k > 0 ? product.tiers[k - 1][0] : ''
  if (product.type === 'hardware') {
    return k === 0 ? [...all.slice(0, 3), 'One-year warranty'] : [`Everything in ${previous}`, ...HARDWARE_EXTRAS]
  }
  if (count === 1) return all
  if (k === 0) return all.slice(0, 3)
  const added = all.slice(3 + (k - 1) * 2, 5 + (k - 1) * 2)
  const extras = k === count - 1 ? SOFTWARE_EXTRAS : MIDDLE_EXTRAS
  return [`Everything in ${previous}`, ...added, ...extras.slice(0, Math.max(1, 3 - added.length))]
}

export function tierTexts(product: SeedProduct, name: string, k: number, count: number) {
  return { name, description: describe(product, name, k, count), features: featuresFor(product, k, count) }
}
