// Demo blog: categories and buyer-oriented articles. Content is simple HTML (p, h2, ul, strong and
// links to pages of this site only).
import { buyingPosts } from './blog-posts-buying'
import { operationsPosts } from './blog-posts-operations'
import type { SeedBlogCategory, SeedBlogPost } from './types'

export const BLOG_CATEGORIES: SeedBlogCategory[] = [
  { name: 'Buying Guides', slug: 'buying-guides', description: 'Step-by-step advice for choosing business technology.', color: '#2563EB' },
  { name: 'Security & Compliance', slug: 'security-compliance', description: 'Vendor risk, audits and protecting company data.', color: '#DC2626' },
  { name: 'IT & Operations', slug: 'it-operations', description: 'Running devices, networks and the tools that keep work moving.', color: '#059669' },
  { name: 'Finance & Procurement', slug: 'finance-procurement', description: 'Pricing, contracts, renewals and getting budget approved.', color: '#D97706' },
  { name: 'Industry Trends', slug: 'industry-trends', description: 'What buyers are asking vendors this year.', color: '#7C3AED' },
]

export const BLOG_POSTS: SeedBlogPost[] = [...buyingPosts, ...operationsPosts]
