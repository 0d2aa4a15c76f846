// Shapes of the hand-written demo catalogue. Data files stay declarative; the seeding helpers derive
// slugs, logo paths, URLs, tier texts and pricing options from them.
import type { VENDOR_CATEGORIES } from '../../../../sync/schemas'

export type CategorySlug = (typeof VENDOR_CATEGORIES)[number]['slug']
export type Deployment = 'Cloud' | 'On-premise' | 'Hybrid'

/** Names of the shipped screenshots (web/public/media/screenshots/<name>.svg). */
export const SCREENSHOTS = [
  'dashboard', 'analytics', 'data-table', 'settings', 'alerts', 'kanban', 'calendar', 'invoice',
  'campaign', 'org-chart', 'hardware-appliance', 'hardware-laptop', 'hardware-terminal',
] as const
export type Screenshot = (typeof SCREENSHOTS)[number]

/** The shared integration pool, so evaluation boards can highlight integrations vendors have in common. */
export const INTEGRATIONS = [
  'Slack', 'Microsoft 365', 'Microsoft Teams', 'Google Workspace', 'Salesforce', 'Okta', 'Microsoft Entra ID',
  'Jira', 'Zendesk', 'HubSpot', 'QuickBooks', 'Xero', 'NetSuite', 'Workday', 'AWS', 'Azure', 'Google Cloud',
  'GitHub', 'ServiceNow', 'Shopify', 'Stripe', 'Zoom', 'PagerDuty', 'Splunk',
] as const
export type Integration = (typeof INTEGRATIONS)[number]

export interface SeedVendor {
  name: string
  category: CategorySlug
  featured?: boolean
  description: string
  /** Security, value, support, ease of use, features (0-5, one decimal). */
  ratings: readonly [number, number, number, number, number]
  marketScore: number
  reviewCount: number
  pricingModel: string
  pricingDetails: string
  startingPrice: number | null
  deployment: Deployment[]
  pros: string[]
  cons: string[]
  features: string[]
  integrations: Integration[]
  screenshots: Screenshot[]
  /** Extra catalogue categories besides `category`. */
  alsoIn?: CategorySlug[]
}

/** A tier as [name, price in USD]: per user per month for software, one-time per unit for hardware. */
export type SeedTier = readonly [string, number]

export interface SeedProduct {
  vendor: string
  name: string
  type: 'software' | 'hardware'
  /** Free-text product category shown as a badge ("Firewall", "Endpoint Protection"). */
  category: string
  description: string
  features: string[]
  /** Defaults to the vendor's first four integrations. */
  integrations?: Integration[]
  /** 'contact': one tier and no pricing options ("Contact for pricing"). */
  tiers: readonly SeedTier[] | 'contact'
  /** Software billed per account rather than per user. */
  flatRate?: boolean
  pricingDetails?: string
  /** The product ships its own logo; otherwise the vendor logo stands in. */
  ownLogo?: boolean
  featured?: boolean
  platforms?: string[]
  requirements?: string
  screenshots?: Screenshot[]
}

export interface SeedBlogCategory { name: string; slug: string; description: string; color: string }

export interface SeedBlogPost {
  title: string
  category: string // blog category slug
  excerpt: string
  content: string
  tags: string[]
  readTime: number
  /** ISO date; null for the draft. */
  publishedAt: string | null
  views: number
  featured?: boolean
  authorName?: string
}
