// Demo resources. Each download is a small file shipped in web/public/media/resources/.
import type { CategorySlug } from './types'

export type ResourceKind = 'video' | 'webinar' | 'ebook' | 'guide' | 'template'

export interface SeedResource {
  title: string
  kind: ResourceKind
  category: CategorySlug
  description: string
  content: string
  file: string
  fileSize: string
  tags: string[]
  downloads: number
  publishedAt: string | null // null: a draft
  featured?: boolean
}

export const RESOURCES: SeedResource[] = [
  {
    title: 'Vendor security questionnaire', kind: 'template', category: 'security', featured: true,
    description: 'Forty questions covering data handling, access control, incident response and sub-processors, ready to send to any vendor.',
    content: '<p>Send this questionnaire with every new software request that touches company or customer data. Columns for the answer, evidence and reviewer notes keep the review auditable.</p>',
    file: 'vendor-security-questionnaire.csv', fileSize: '2.8 KB', tags: ['security', 'vendor risk', 'template'], downloads: 1843, publishedAt: '2026-01-20T09:00:00Z',
  },
  {
    title: 'Software evaluation scorecard', kind: 'template', category: 'business-operations', featured: true,
    description: 'A weighted scorecard for comparing three to five candidates on security, value, support, ease of use, features and price.',
    content: '<p>Agree the weights first, score each vendor from 1 to 5, and let the sheet do the arithmetic. Works alongside an evaluation board.</p>',
    file: 'software-evaluation-scorecard.csv', fileSize: '0.6 KB', tags: ['evaluation', 'scorecard', 'template'], downloads: 2210, publishedAt: '2026-02-02T09:00:00Z',
  },
  {
    title: 'SaaS renewal tracker', kind: 'template', category: 'finance',
    description: 'Track every subscription, owner, renewal date and notice deadline so no contract renews by surprise.',
    content: '<p>One row per subscription. Sort by notice deadline each month and review anything due in the next 90 days.</p>',
    file: 'saas-renewal-tracker.csv', fileSize: '0.4 KB', tags: ['renewals', 'finance', 'template'], downloads: 1376, publishedAt: '2026-03-04T09:00:00Z',
  },
  {
    title: 'IT services RFP template', kind: 'template', category: 'it-operations',
    description: 'A plain-language request for proposal for managed IT, help desk or network services, with scoring guidance.',
    content: '<p>Fill in the bracketed sections, delete what does not apply, and send the same document to every bidder so answers are comparable.</p>',
    file: 'it-services-rfp-template.txt', fileSize: '1.6 KB', tags: ['rfp', 'procurement', 'template'], downloads: 689, publishedAt: '2026-04-15T09:00:00Z',
  },
  {
    title: 'Payroll provider comparison sheet', kind: 'template', category: 'hr',
    description: 'Compare payroll providers on countries covered, filing, integrations, support hours and total cost per employee.',
    content: '<p>Pre-filled criteria for payroll and HR platforms. Add your own rows for local requirements.</p>',
    file: 'payroll-provider-comparison.csv', fileSize: '0.5 KB', tags: ['payroll', 'hr', 'template'], downloads: 512, publishedAt: '2026-05-06T09:00:00Z',
  },
  {
    title: 'Hardware procurement checklist', kind: 'guide', category: 'it-operations',
    description: 'Everything to confirm before ordering laptops, docks, network gear or point-of-sale hardware in volume.',
    content: '<p>Covers warranties, spares, lead times, shipping to remote staff, asset tagging and secure disposal of old devices.</p>',
    file: 'hardware-procurement-checklist.txt', fileSize: '1.0 KB', tags: ['hardware', 'checklist', 'procurement'], downloads: 954, publishedAt: '2026-03-18T09:00:00Z',
  },
  {
    title: 'Rolling out a new HR system: a 30-60-90 day plan', kind: 'guide', category: 'hr',
    description: 'A phased plan for moving employee records, time off and payroll to a new HR platform with minimal disruption.',
    content: '<p>Day 1-30: data clean-up and configuration. Day 31-60: parallel payroll and manager training. Day 61-90: employee launch and retiring the old system.</p>',
    file: 'hr-system-rollout-plan.txt', fileSize: '0.9 KB', tags: ['hr', 'implementation', 'guide'], downloads: 431, publishedAt: '2026-06-10T09:00:00Z',
  },
  {
    title: 'Email deliverability checklist', kind: 'guide', category: 'marketing',
    description: 'Authentication, list hygiene and content checks that keep marketing email out of the spam folder.',
    content: '<p>Set up SPF, DKIM and DMARC, warm up new sending domains, and prune inactive contacts every quarter.</p>',
    file: 'email-deliverability-checklist.txt', fileSize: '0.7 KB', tags: ['email', 'marketing', 'checklist'], downloads: 1108, publishedAt: '2026-07-22T09:00:00Z',
  },
  {
    title: "The B2B software buyer's handbook", kind: 'ebook', category: 'business-operations', featured: true,
    description: 'A short handbook on the full buying journey: defining the problem, shortlisting, evaluating, negotiating and rolling out.',
    content: '<p>Five chapters, each with a checklist. Written for operations and finance leads who buy software a few times a year.</p>',
    file: 'b2b-software-buyers-handbook.txt', fileSize: '1.4 KB', tags: ['buying guide', 'ebook', 'procurement'], downloads: 2675, publishedAt: '2026-02-24T09:00:00Z',
  },
  {
    title: 'Zero trust for small IT teams', kind: 'ebook', category: 'security',
    description: 'How a team of one to five people can apply zero-trust principles with tools they can actually run.',
    content: '<p>Start with identity, then devices, then network. Each chapter lists quick wins and what to buy only when you are ready.</p>',
    file: 'zero-trust-small-teams.txt', fileSize: '1.0 KB', tags: ['zero trust', 'security', 'ebook'], downloads: 1532, publishedAt: '2026-08-12T09:00:00Z',
  },
  {
    title: 'Walkthrough: building an evaluation board', kind: 'video', category: 'productivity',
    description: 'A six-minute walkthrough of creating a board, setting weights and sharing the result with your team. Transcript included.',
    content: '<p>Watch how to add vendors, weight criteria, compare pricing side by side and share a read-only board with stakeholders.</p>',
    file: 'evaluation-board-walkthrough-transcript.txt', fileSize: '0.8 KB', tags: ['evaluation', 'video', 'how-to'], downloads: 788, publishedAt: '2026-05-27T09:00:00Z',
  },
  {
    title: 'Reading SaaS pricing in five minutes', kind: 'video', category: 'finance',
    description: 'A short explainer on per-user, per-device and tiered pricing, annual discounts and setup fees. Transcript included.',
    content: '<p>Learn to turn any pricing page into a three-year cost for your team.</p>',
    file: 'saas-pricing-explainer-transcript.txt', fileSize: '0.8 KB', tags: ['pricing', 'video', 'finance'], downloads: 603, publishedAt: '2026-09-02T09:00:00Z',
  },
  {
    title: 'Panel: consolidating your marketing stack', kind: 'webinar', category: 'marketing',
    description: 'Three marketing operations leads discuss cutting overlapping tools without losing capabilities. Summary and key takeaways.',
    content: '<p>Recorded panel. Topics: auditing tool usage, negotiating exits, and migrating data between platforms.</p>',
    file: 'marketing-stack-panel-summary.txt', fileSize: '0.8 KB', tags: ['marketing', 'webinar', 'consolidation'], downloads: 347, publishedAt: '2026-10-08T09:00:00Z',
  },
  {
    title: 'Ask an auditor: SOC 2 evidence without the pain', kind: 'webinar', category: 'security',
    description: 'An auditor answers common questions about collecting SOC 2 evidence for vendor reviews. Questions and answers.',
    content: '<p>Draft listing for an upcoming session. Questions collected from registrants are in the attached file.</p>',
    file: 'soc2-evidence-qa.txt', fileSize: '0.5 KB', tags: ['soc 2', 'webinar', 'compliance'], downloads: 0, publishedAt: null,
  },
]
