// Shared by the cart, subscribe and price-alert e2e tests: the seeded Sentinel EDR product's plans read
// from the API (ids are never hard-coded), and a buyer's cart lines added through the API.
import { expect, type APIRequestContext } from '@playwright/test'

/** Seeded (api/db/seed/data/products-security.ts): Essentials $7 per user / month (1-50 users, 14-day trial), Advanced, Complete (25+ users, $500 setup; also in EUR). */
export const EDR = { name: 'Sentinel EDR', slug: 'sentinel-edr' }

export interface SeedOption {
  id: number
  productTierId: number
  price: number
  currency: string
  paymentFrequency: string
  setupFee: number
  minimumUsers: number
  maximumUsers: number | null
}

export interface EdrPlans {
  productId: number
  tierId: (name: string) => number
  /** The tier's option in this currency and frequency. */
  option: (tier: string, currency: string, frequency?: string) => SeedOption
}

export async function edrPlans(api: APIRequestContext): Promise<EdrPlans> {
  const product = (await (await api.get(`/api/products/${EDR.slug}`)).json()) as { id: number }
  const tiers = (await (await api.get(`/api/products/${product.id}/tiers`)).json()) as { id: number; name: string }[]
  const options = (await (await api.get(`/api/products/${product.id}/pricing`)).json()) as SeedOption[]
  const tierId = (name: string) => tiers.find((t) => t.name === name)!.id
  return {
    productId: product.id,
    tierId,
    option: (tier, currency, frequency = 'monthly') => {
      const found = options.find((o) => o.productTierId === tierId(tier) && o.currency === currency && o.paymentFrequency === frequency)
      expect(found, `${tier} ${currency} ${frequency}`).toBeDefined()
      return { ...found!, price: Number(found!.price), setupFee: Number(found!.setupFee) }
    },
  }
}

export async function addCartLine(api: APIRequestContext, productId: number, option: SeedOption, quantity: number): Promise<void> {
  const res = await api.post('/api/cart/lines', { data: { productId, tierId: option.productTierId, pricingOptionId: option.id, quantity } })
  expect(res.status(), await res.text()).toBeLessThan(300)
}
