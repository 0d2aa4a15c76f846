// Word lists for the generated benchmark catalogue. Combined, they give 10,000+ distinct vendor
// names and varied product names and descriptions, so search benchmarks do not hit one repeated word.
import type { CategorySlug } from './types'

export const NAME_PREFIXES = [
  'Amber', 'Arc', 'Birch', 'Blue', 'Bright', 'Cedar', 'Clear', 'Cobalt', 'Copper', 'Crest', 'Delta', 'Ember',
  'Fern', 'Flint', 'Granite', 'Harbor', 'Helix', 'Indigo', 'Iron', 'Juniper', 'Kestrel', 'Lumen', 'Maple',
  'Meridian', 'Nimbus', 'North', 'Oak', 'Onyx', 'Orbit', 'Pine', 'Quartz', 'Raven', 'Ridge', 'Sable',
  'Silver', 'Slate', 'Summit', 'Tide', 'Vector', 'Willow', 'Zephyr', 'Alder', 'Basalt', 'Coral',
] as const

export const NAME_ROOTS = [
  'stack', 'ware', 'point', 'line', 'bridge', 'field', 'gate', 'works', 'loop', 'path', 'forge', 'mark',
  'sight', 'grid', 'wave', 'craft', 'beam', 'leaf', 'flow', 'port', 'scale', 'shift', 'spark', 'stone',
  'vault', 'wing', 'peak', 'sphere', 'track', 'yard', 'ledger', 'signal',
] as const

export const NAME_SUFFIXES = [
  'Systems', 'Labs', 'Software', 'Technologies', 'Networks', 'Cloud', 'Solutions', 'Group', 'Digital',
  'Analytics', 'Apps', 'Industries',
] as const

/** Per category: what the vendor sells (descriptions) and nouns for its software products. */
export const CATEGORY_WORDS: Record<CategorySlug, { offer: string[]; products: string[] }> = {
  security: {
    offer: ['endpoint protection', 'identity and access management', 'firewall management', 'backup and recovery', 'vulnerability scanning', 'security awareness training'],
    products: ['Shield', 'Guard', 'Sentinel', 'Vault', 'Identity', 'Firewall', 'Scanner', 'Watch', 'Defender', 'Keys', 'Audit'],
  },
  productivity: {
    offer: ['project management', 'document collaboration', 'team chat', 'e-signature', 'knowledge management', 'meeting room software'],
    products: ['Boards', 'Docs', 'Wiki', 'Chat', 'Sign', 'Planner', 'Notes', 'Forms', 'Timeline', 'Whiteboard', 'Calendar'],
  },
  'it-operations': {
    offer: ['infrastructure monitoring', 'device management', 'IT service management', 'log analytics', 'network management', 'incident response'],
    products: ['Monitor', 'Desk', 'Patch', 'Logs', 'Uptime', 'Assets', 'Deploy', 'OnCall', 'Network', 'Remote', 'Inventory'],
  },
  'business-operations': {
    offer: ['inventory management', 'point of sale', 'procurement', 'field service management', 'contract management', 'workplace booking'],
    products: ['Inventory', 'POS', 'Procure', 'Dispatch', 'Contracts', 'Spaces', 'Orders', 'Shipping', 'Suppliers', 'Routes', 'Kiosk'],
  },
  hr: {
    offer: ['HR and payroll', 'applicant tracking', 'employee onboarding', 'engagement surveys', 'learning management', 'shift scheduling'],
    products: ['People', 'Payroll', 'Recruit', 'Onboard', 'Pulse', 'Learn', 'Rota', 'Timesheets', 'Reviews', 'Benefits', 'Careers'],
  },
  finance: {
    offer: ['cloud accounting', 'expense management', 'accounts payable automation', 'payments', 'financial planning', 'tax compliance'],
    products: ['Ledger', 'Expenses', 'Payables', 'Receivables', 'Pay', 'Forecast', 'Tax', 'Close', 'Cards', 'Billing', 'Treasury'],
  },
  marketing: {
    offer: ['marketing automation', 'email marketing', 'SEO', 'social media management', 'event management', 'digital asset management'],
    products: ['Campaigns', 'Mail', 'Rank', 'Social', 'Events', 'Assets', 'Pages', 'Insights', 'Ads', 'Journeys', 'Listen'],
  },
}

export const HARDWARE_NOUNS = ['Appliance', 'Gateway', 'Terminal', 'Reader', 'Dock', 'Sensor', 'Kiosk', 'Router', 'Scanner', 'Console', 'Camera', 'Switch']
export const EDITIONS = ['Pro', 'Cloud', 'Edge', 'Lite', 'Plus', 'Enterprise', 'Go', 'One', 'Max', 'Core']
export const AUDIENCES = ['small businesses', 'mid-sized companies', 'enterprise IT teams', 'distributed teams', 'retail chains', 'professional services firms', 'healthcare providers', 'manufacturers']
export const BENEFITS = [
  'Customers praise its quick setup and responsive support.',
  'It is known for deep integrations and a flexible API.',
  'Reviewers highlight strong reporting and clear dashboards.',
  'Its pricing is simple and predictable as teams grow.',
  'Security reviews are easy thanks to mature certifications.',
  'It works offline and syncs when the connection returns.',
]
export const PROS = ['Quick to set up', 'Responsive support', 'Clear reporting', 'Fair pricing', 'Strong integrations', 'Reliable uptime', 'Intuitive interface', 'Good mobile app']
export const CONS = ['Limited customisation', 'Reporting add-on costs extra', 'Steep learning curve', 'Few regional data centres', 'Slow support at peak times', 'Basic mobile app']
export const FEATURES = ['Role-based access', 'Audit log', 'Single sign-on', 'REST API', 'Custom dashboards', 'Mobile app', 'Workflow automation', 'Data export', 'Multi-currency', 'Approval flows', 'Alerts', 'Templates']
