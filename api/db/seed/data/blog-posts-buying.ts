// Demo blog posts: buying, pricing and contracts.
import type { SeedBlogPost } from './types'

export const buyingPosts: SeedBlogPost[] = [
  {
    title: 'How to run a vendor security review in 5 steps', category: 'security-compliance', featured: true,
    excerpt: 'A practical, repeatable security review that takes days instead of months, and gives your auditors exactly what they ask for.',
    tags: ['security', 'vendor risk', 'compliance'], readTime: 7, publishedAt: '2026-01-14T09:00:00Z', views: 4210,
    content: `<p>Every new tool is a new place your company data lives. A lightweight, consistent review protects you without stalling the purchase.</p>
<h2>1. Classify the data first</h2>
<p>Decide what the tool will hold: public content, internal documents, customer personal data or payment data. <strong>The classification decides how deep the review goes.</strong></p>
<h2>2. Ask for evidence, not promises</h2>
<ul><li>A current SOC 2 Type II report or ISO 27001 certificate</li><li>A recent penetration test summary</li><li>Their sub-processor list and data locations</li></ul>
<h2>3. Check identity and access</h2>
<p>Single sign-on, SCIM provisioning and enforced MFA should be available on the plan you are buying, not only on the top tier. Compare plans on the <a href="/products">product pages</a>.</p>
<h2>4. Agree the exit plan</h2>
<p>Confirm you can export your data in a usable format and that the vendor deletes it within 30 days of termination.</p>
<h2>5. Record the decision</h2>
<p>Keep the questionnaire, evidence and sign-off together. Our <a href="/resources">vendor security questionnaire template</a> gives you a ready-made structure.</p>`,
  },
  {
    title: 'Build a software shortlist your CFO will sign off', category: 'buying-guides', featured: true,
    excerpt: 'Finance approves shortlists that show the problem, the options and the total cost. Here is a one-page format that does exactly that.',
    tags: ['buying guide', 'shortlist', 'budget'], readTime: 6, publishedAt: '2026-02-03T09:00:00Z', views: 3388,
    content: `<p>Most purchase requests stall because they read like a feature wish list. A shortlist that finance approves answers three questions: what problem, which options, what it really costs.</p>
<h2>Start with the problem in numbers</h2>
<p>"Month-end close takes nine working days" beats "we need better accounting software". Put the cost of doing nothing on the first line.</p>
<h2>Compare three options, not ten</h2>
<p>Use the <a href="/vendors">vendor marketplace</a> filters to narrow the field, then put three candidates side by side on an <a href="/evaluation-center">evaluation board</a>.</p>
<h2>Show total cost over three years</h2>
<ul><li>Licences at the tier you will actually need in year two</li><li>Setup and onboarding fees</li><li>Internal time to implement and run it</li></ul>
<p><strong>Tip:</strong> note which options offer monthly terms. Flexibility has a value your CFO will recognise.</p>`,
  },
  {
    title: 'Per user, per device or flat fee? Reading SaaS pricing pages', category: 'finance-procurement',
    excerpt: 'The same tool can cost twice as much depending on how it is priced. Learn to translate any pricing page into your real annual cost.',
    tags: ['pricing', 'saas', 'budget'], readTime: 5, publishedAt: '2026-03-10T09:00:00Z', views: 2875,
    content: `<p>Pricing pages are designed to make the middle tier look like the obvious choice. Before you agree, convert every option into one number: cost per year for your team.</p>
<h2>The three common models</h2>
<ul><li><strong>Per user per month</strong>: simple, but watch minimum seat counts and whether occasional users count.</li><li><strong>Per device or per location</strong>: common for security agents, point of sale and meeting rooms.</li><li><strong>Flat or tiered subscription</strong>: predictable, but tiers often cap contacts, jobs or transactions.</li></ul>
<h2>Annual versus monthly</h2>
<p>Annual billing usually saves 15 to 20 percent. It only saves money if you are confident in the seat count for the full year.</p>
<h2>Currencies and setup fees</h2>
<p>Some vendors price in EUR or GBP for European entities, and enterprise tiers often carry a one-time setup fee. Every <a href="/products">product page</a> on Vetted lists both.</p>`,
  },
  {
    title: 'Seven questions to ask before you sign a multi-year SaaS contract', category: 'finance-procurement',
    excerpt: 'Multi-year deals bring discounts and lock-in in equal measure. These seven questions keep the discount and limit the lock-in.',
    tags: ['contracts', 'negotiation', 'renewals'], readTime: 6, publishedAt: '2026-04-22T09:00:00Z', views: 1964,
    content: `<p>A three-year term can cut the price by a quarter. It can also leave you paying for seats nobody uses. Ask these before you sign.</p>
<ul><li>What is the renewal price cap after the initial term?</li><li>Can we reduce seats at each anniversary, and by how much?</li><li>Which features are guaranteed for the whole term?</li><li>What happens to our data if we leave?</li><li>Is there a service level with credits, and how are they claimed?</li><li>Can we move to a different tier mid-term?</li><li>When is the notice deadline for non-renewal?</li></ul>
<h2>Put the notice date in a calendar today</h2>
<p><strong>Most unwanted renewals happen because nobody noticed the deadline.</strong> Our <a href="/resources">SaaS renewal tracker</a> keeps every date in one place.</p>`,
  },
  {
    title: 'Using evaluation boards to compare vendors with your team', category: 'buying-guides',
    excerpt: 'Weighted criteria, shared notes and side-by-side pricing turn a week of meetings into one decision.',
    tags: ['evaluation', 'comparison', 'how-to'], readTime: 4, publishedAt: '2026-06-05T09:00:00Z', views: 1420,
    content: `<p>Group decisions go faster when everyone looks at the same facts. An evaluation board puts up to twenty vendors or products side by side.</p>
<h2>Set weights before you look at scores</h2>
<p>Agree how much security, value, support, ease of use, features and price matter <strong>before</strong> anyone sees the results. It keeps favourites from steering the weights.</p>
<h2>Highlight what you already use</h2>
<p>Shared integrations with the tools you already run are often the tie-breaker. Boards highlight integrations the candidates have in common.</p>
<p>Start one from the <a href="/evaluation-center">Evaluation Center</a>.</p>`,
  },
]
