// The currencies a price may be in. Apart from the zod schemas (pricing.ts) so the app's first screen,
// which offers them as display currencies, does not load zod with them.
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const
export type Currency = (typeof CURRENCIES)[number]
