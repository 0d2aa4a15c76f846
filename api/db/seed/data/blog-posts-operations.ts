// Demo blog posts: identity, hardware, trends, and one draft.
import type { SeedBlogPost } from './types'

export const operationsPosts: SeedBlogPost[] = [
  {
    title: 'SSO, SCIM and MFA: the identity checklist for every new tool', category: 'security-compliance',
    excerpt: 'Three acronyms decide whether a new app becomes a security gap. What each one does and which plan you need to get it.',
    tags: ['identity', 'sso', 'security'], readTime: 5, publishedAt: '2026-05-12T09:00:00Z', views: 2240,
    content: `<p>Identity features are where SaaS vendors put their biggest price jumps. Knowing what you need keeps you from overbuying, or underbuying.</p>
<h2>Single sign-on (SSO)</h2>
<p>Employees sign in with their company account, and leavers lose access everywhere at once.</p>
<h2>SCIM provisioning</h2>
<p>Accounts are created and removed automatically from your identity provider. <strong>Without it, offboarding depends on someone remembering.</strong></p>
<h2>Multi-factor authentication</h2>
<ul><li>Prefer phishing-resistant methods such as hardware keys or passkeys</li><li>Enforce it centrally rather than per app</li></ul>
<p>Browse <a href="/vendors?category=security">security vendors</a> to compare identity providers.</p>`,
  },
  {
    title: 'Hardware refresh planning: laptops, docks and the hidden costs', category: 'it-operations',
    excerpt: 'The laptop price is only half the bill. Plan for docks, warranties, imaging, shipping and disposal before you order.',
    tags: ['hardware', 'laptops', 'it operations'], readTime: 6, publishedAt: '2026-07-08T09:00:00Z', views: 1876,
    content: `<p>A three- or four-year refresh cycle is standard. What catches teams out is everything around the device.</p>
<h2>Budget the full kit</h2>
<ul><li>Docking station and monitor for each desk, shared or assigned</li><li>Extended warranty with advance replacement</li><li>Imaging or zero-touch enrolment</li><li>Shipping to remote employees, and secure data wiping for old devices</li></ul>
<h2>Standardise on two models</h2>
<p>One standard and one performance model keeps spares, chargers and support simple.</p>
<p>Compare <a href="/products">laptops and docking stations</a> with one-time pricing in USD, EUR and GBP.</p>`,
  },
  {
    title: 'What buyers are asking vendors about AI features in 2026', category: 'industry-trends',
    excerpt: 'AI features are now on almost every pricing page. Buyers are asking sharper questions about data use, accuracy and cost.',
    tags: ['ai', 'trends', 'vendor risk'], readTime: 5, publishedAt: '2026-09-16T09:00:00Z', views: 3012,
    content: `<p>This year, AI moved from a demo highlight to a line item. These are the questions we hear most from buyers.</p>
<ul><li><strong>Is our data used to train shared models?</strong> Get the answer in the contract, not the FAQ.</li><li><strong>Can we turn it off?</strong> Per-team controls matter in regulated departments.</li><li><strong>How is it priced?</strong> Per seat, per credit, or bundled into a higher tier.</li><li><strong>What happens when it is wrong?</strong> Look for source links and human review steps.</li></ul>
<h2>Add it to your security review</h2>
<p>Treat AI features like a new sub-processor. Our <a href="/blog/how-to-run-a-vendor-security-review-in-5-steps">five-step security review</a> covers the basics.</p>`,
  },
  {
    title: 'Choosing point-of-sale hardware for a multi-location business', category: 'it-operations',
    excerpt: 'Terminals, handhelds and card readers: how to match hardware to each location and keep selling when the internet drops.',
    tags: ['point of sale', 'hardware', 'retail'], readTime: 5, publishedAt: '2026-10-21T09:00:00Z', views: 940,
    content: `<p>Retail and hospitality sites rarely look alike. A flagship store needs different kit from a market stall.</p>
<h2>Match the device to the counter</h2>
<ul><li>Countertop terminals for fixed tills with a customer display</li><li>Handhelds for table service and queue-busting</li><li>Pocket card readers for pop-ups and events</li></ul>
<h2>Insist on offline mode</h2>
<p><strong>Ask how many hours the device keeps taking payments without a connection</strong>, and how it reconciles afterwards.</p>
<p>See the <a href="/marketplace?category=business-operations">business operations vendors</a> for terminals and retail software.</p>`,
  },
  {
    title: 'Total cost of ownership: a worked example', category: 'finance-procurement', authorName: 'Priya Raman',
    excerpt: 'Draft: a line-by-line TCO comparison of two service desk tools over three years.',
    tags: ['tco', 'budget', 'draft'], readTime: 8, publishedAt: null, views: 0,
    content: `<p>This worked example compares two service desk tools over three years, including licences, setup fees and internal time.</p>
<h2>Outline</h2>
<ul><li>Licence costs by year</li><li>One-time setup and migration</li><li>Admin time and training</li></ul>`,
  },
]
