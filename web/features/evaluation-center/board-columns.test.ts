import { describe, expect, it } from 'vitest'
import type { PricingOption, Product, Vendor } from '../../../sync/schemas'
import type { LoadedBoardItem } from '../../data/account/evaluation-items'
import { boardColumns, sharedIntegrations } from './board-columns'
import { boardCsvText } from './board-rows'

const vendor = (over: Partial<Vendor>): Vendor => ({
  id: 1, name: 'Acme', slug: 'acme', logoUrl: null, securityRating: 4, valueRating: 3, supportRating: 5, easeOfUseRating: 4, featureRating: 4,
  rating: 4, reviewCount: 10, marketScore: 4.2, pros: [], cons: [], features: [], integrations: [], deploymentOptions: ['Cloud'],
  pricingDetails: null, pricingModel: null, ...over,
} as Vendor)
const option = (over: Partial<PricingOption>): PricingOption => ({
  id: 1, version: 1, productTierId: 1, price: 10, currency: 'USD', paymentFrequency: 'monthly', contractTerm: 'flexible',
  setupFee: 0, trialDays: 0, minimumUsers: 1, maximumUsers: null, pricePerUser: true, isRecommended: false, ...over,
})

const items: LoadedBoardItem[] = [
  { kind: 'vendor', ref: { itemId: 1 }, vendor: vendor({ integrations: ['Slack', 'Jira'] }), options: [option({ price: 20 })] },
  { kind: 'vendor', ref: { itemId: 2 }, vendor: vendor({ id: 2, name: 'Bolt', slug: 'bolt', securityRating: null, integrations: ['slack'] }), options: [option({ price: 120, paymentFrequency: 'annually' })] },
]

describe('boardColumns', () => {
  it('states ratings, overall, the price figure and what the ranking reads from it, and scores price against the cheapest', () => {
    const [a, b] = boardColumns(items)
    expect(a).toMatchObject({ name: 'Acme', href: '/vendors/acme', overall: 4, rankingPrice: 20, rankingNote: null, reviewCount: 10, priceSummary: 'Starting at $20/user/month, billed monthly' })
    expect(a.overallNote).toBe('The overall score is the average of all five detailed ratings below.')
    expect(b).toMatchObject({ rankingPrice: 10, priceSummary: 'Starting at $10/user/month, billed yearly' })
    expect(a.scores).toEqual({ security: 4, value: 3, support: 5, easeOfUse: 4, features: 4, price: 2.5, securityCompliance: null })
    expect(b.scores.security).toBeNull()
    expect(b.scores.price).toBe(5)
  })
  it('one vendor reads one figure: a free plan beside paid ones never shows as "Free" in another row', () => {
    const [column] = boardColumns([{ kind: 'vendor', ref: { itemId: 1 }, vendor: vendor({}), options: [option({ price: 0 }), option({ id: 2, price: 51, paymentFrequency: 'annually' })] }])
    expect(column).toMatchObject({ priceSummary: 'Starting at $4.25/user/month, billed yearly', rankingPrice: 4.25 })
    expect(boardCsvText([column], [{ key: column.key, score: 4, rank: 1 }]).split('\r\n')).toContain('"Price","Starting at $4.25/user/month, billed yearly"')
  })
  it('rates a product through its vendor and prices its chosen plan', () => {
    const product = { id: 9, name: 'Widget', slug: 'widget', logoUrl: null, price: null, integrations: [], pros: ['Fast'], cons: [], features: ['A', 'B'] } as unknown as Product
    const tier = { id: 4, productId: 9, name: 'Pro', features: ['B', 'C'] } as never
    const [column] = boardColumns([{ kind: 'product', ref: { itemId: 9, tierId: 4, pricingOptionId: 2 }, product, vendor: vendor({}), tier, option: option({ id: 2, price: 30, currency: 'GBP' }), options: [] }])
    expect(column).toMatchObject({ subtitle: 'Acme · Pro', overall: 4, rankingPrice: 30, priceSummary: 'Chosen plan: £30/user/month, billed monthly', features: ['B', 'C', 'A'] })
    expect(column.overallNote).toMatch(/Products are rated through their vendor\.$/)
  })
  it('finds integrations two items share, whatever their case', () => {
    expect([...sharedIntegrations(boardColumns(items))]).toEqual(['slack'])
  })
  it('writes the CSV from the same rows', () => {
    const columns = boardColumns(items)
    const csv = boardCsvText(columns, [{ key: columns[0].key, score: 3.5, rank: 1 }, { key: columns[1].key, score: 3, rank: 2 }]).split('\r\n')
    expect(csv[0]).toBe('\uFEFF"Criterion","Acme","Bolt"') // the byte order mark leads the file
    expect(csv).toContain('"Security","4.0","Not rated"')
    expect(csv).toContain('"Integrations","Slack; Jira","slack"')
    expect(csv).toContain('"Price","Starting at $20/user/month, billed monthly","Starting at $10/user/month, billed yearly"')
  })
  it('pre-fills Security & compliance from each vendor\'s trust profile, lets the person\'s own score win, and writes it to the CSV', () => {
    const today = '2026-05-15'
    const profiled: LoadedBoardItem = { ...items[0], vendor: vendor({ soc2Type: 'type2', soc2ReportDate: '2026-01-10', hipaa: true }) }
    const [a, b] = boardColumns([profiled, items[1]], 'USD', { today })
    expect(a.security).toEqual({ score: 2.5, source: 'trust-profile', profileScore: 2.5 })
    expect(a.scores.securityCompliance).toBe(2.5)
    expect(a.trustHref).toBe('/vendors/acme?tab=trust')
    expect(b.security.source).toBe('none')
    expect(b.scores.securityCompliance).toBeNull()
    const overridden = boardColumns([profiled, items[1]], 'USD', { today, overrides: new Map([[2, 4]]) })
    expect(overridden[1].scores.securityCompliance).toBe(4)
    expect(overridden[0].scores.securityCompliance).toBe(2.5)
    const ranking = [{ key: a.key, score: 3, rank: 1 }, { key: b.key, score: 2, rank: 2 }]
    expect(boardCsvText(overridden, ranking, true).split('\r\n')).toContain('"Security & compliance","2.5 (trust profile)","4.0 (your score; no trust profile)"')
    expect(boardCsvText(overridden, ranking).split('\r\n').some((line) => line.startsWith('"Security & compliance"'))).toBe(false)
  })
})
