// Featured comparisons shown on the home page and in the Evaluation Center, by vendor or product name.
export interface SeedComparison { name: string; description: string; type: 'vendor' | 'product'; items: string[] }

export const COMPARISONS: SeedComparison[] = [
  {
    name: 'Security platforms for mid-sized companies', type: 'vendor',
    description: 'Endpoint protection, firewalls, identity and backup: the four pillars most security reviews start with.',
    items: ['Northgate Sentinel', 'Ironvale Networks', 'Keystrand Identity', 'Vaultline Backup'],
  },
  {
    name: 'HR platforms for growing teams', type: 'vendor',
    description: 'Core HR, recruiting and shift scheduling compared on ratings, pricing and integrations.',
    items: ['Peopleharbor', 'Talentkite', 'Shiftcraft'],
  },
  {
    name: 'Point-of-sale and payment terminals', type: 'product',
    description: 'Countertop terminals, handhelds and card readers for retail and hospitality, with one-time prices.',
    items: ['Orderloop POS Terminal T2', 'Orderloop Handheld H1', 'Tillpoint Smart Terminal P5', 'Tillpoint Card Reader P1'],
  },
]
