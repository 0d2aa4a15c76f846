import { describe, expect, it } from 'vitest'
import type { PricedPlan } from './price-figure'
import { popularIntegrations, recommendVendors, type BuyerAnswers, type RecommendableVendor } from './vendor-recommendation'

const vendor = (id: number, extra: Partial<RecommendableVendor> = {}): RecommendableVendor => ({
  id, name: `Vendor ${id}`, category: 'security', featured: false, rating: 4, deploymentOptions: ['Cloud'], integrations: [],
  pricingDetails: null, pricingModel: null, ...extra,
})
const ANY: BuyerAnswers = { category: null, budget: 'any', deployment: null, integrations: [] }
const prices = new Map<number, PricedPlan[]>()
const entriesOf = (v: RecommendableVendor) => prices.get(v.id) ?? []
const names = (list: { vendor: RecommendableVendor }[]) => list.map((r) => r.vendor.name)

describe('recommendVendors', () => {
  it('keeps only vendors of the chosen category (contains, any case; also the categories list)', () => {
    const vendors = [vendor(1, { category: 'Security' }), vendor(2, { category: 'finance' }), vendor(3, { category: 'hr', categories: ['finance'] })]
    const result = recommendVendors(vendors, { ...ANY, category: 'finance' }, entriesOf)
    expect(names(result).sort()).toEqual(['Vendor 2', 'Vendor 3'])
    expect(result[0].reasons).toContain('Matches the category you chose')
  })

  it('requires the deployment (Cloud covers SaaS) and says so', () => {
    const vendors = [vendor(1, { deploymentOptions: ['SaaS'] }), vendor(2, { deploymentOptions: ['On-premises'] })]
    const result = recommendVendors(vendors, { ...ANY, deployment: 'Cloud' }, entriesOf)
    expect(names(result)).toEqual(['Vendor 1'])
    expect(result[0].reasons).toContain('Offers Cloud/SaaS deployment')
  })

  it('drops vendors known to cost more than the budget; unknown prices stay with a caveat', () => {
    prices.set(11, [{ price: 49, paymentFrequency: 'monthly' }])
    prices.set(12, [{ price: 250 }])
    const vendors = [vendor(11), vendor(12), vendor(13), vendor(14, { pricingModel: 'Freemium' })]
    const result = recommendVendors(vendors, { ...ANY, budget: 'under-100' }, entriesOf)
    expect(names(result).sort()).toEqual(['Vendor 11', 'Vendor 13', 'Vendor 14'])
    const byId = new Map(result.map((r) => [r.vendor.id, r]))
    expect(byId.get(11)!.reasons).toContain('Starting at $49/user/month, billed monthly: within your budget')
    expect(byId.get(14)!.reasons).toContain('Has a free plan, within your budget')
    expect(byId.get(13)!.caveats).toContain('Pricing on request: confirm it fits your budget')
    // A known fitting price ranks above an unknown one.
    expect(result[result.length - 1].vendor.id).toBe(13)
  })

  it('ranks by how many must-have integrations a vendor lists, matching names loosely, and names the missing ones', () => {
    const vendors = [
      vendor(21, { integrations: ['Slack'] }),
      vendor(22, { integrations: ['slack', 'Google Workspace', 'Jira'] }),
      vendor(23, { integrations: [] }),
    ]
    const result = recommendVendors(vendors, { ...ANY, integrations: ['Slack', 'google-workspace'] }, entriesOf)
    expect(names(result)).toEqual(['Vendor 22', 'Vendor 21', 'Vendor 23'])
    expect(result[0].reasons).toContain('Integrates with Slack, google-workspace')
    expect(result[1].caveats).toContain('Does not list google-workspace')
  })

  it('breaks ties by rating, mentions good ratings, and keeps at most the limit', () => {
    const vendors = [1, 2, 3, 4, 5, 6, 7].map((i) => vendor(i, { rating: i === 4 ? 4.8 : 3 }))
    const result = recommendVendors(vendors, ANY, entriesOf)
    expect(result).toHaveLength(5)
    expect(result[0].vendor.id).toBe(4)
    expect(result[0].reasons).toContain('Rated 4.8 out of 5 by customers')
    expect(result[1].reasons.some((r) => r.startsWith('Rated'))).toBe(false)
  })

  it('returns nothing when no vendor meets the requirements', () => {
    expect(recommendVendors([vendor(1)], { ...ANY, category: 'marketing' }, entriesOf)).toEqual([])
  })
})

describe('popularIntegrations', () => {
  it('lists integrations by how many vendors list them, once per vendor whatever the spelling', () => {
    const vendors = [
      { integrations: ['Slack', 'slack', 'Jira'] },
      { integrations: ['Slack', 'Zoom'] },
      { integrations: ['Zoom', ' '] },
    ]
    expect(popularIntegrations(vendors)).toEqual(['Slack', 'Zoom', 'Jira'])
    expect(popularIntegrations(vendors, 1)).toEqual(['Slack'])
  })
})
