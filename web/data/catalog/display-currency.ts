// The display currency: the currency a buyer wants prices in, a preference of this device (kept in
// localStorage like the start page, so every screen reads it on its first paint, and signing out keeps
// it). Screens show each starting price in it where the item has a plan in that currency, and in the
// item's own currency otherwise (sync/rules/price-figure.ts): nothing is converted.
import { DEFAULT_DISPLAY_CURRENCY } from '../../../sync/rules/price-figure'
import { CURRENCIES, type Currency } from '../../../sync/schemas/currencies'
import { localPreference } from '../local-preference'

export const DISPLAY_CURRENCY_KEY = 'vetted.displayCurrency'

const isCurrency = (value: string | null): value is Currency => !!value && (CURRENCIES as readonly string[]).includes(value)

const preference = localPreference<Currency>(
  DISPLAY_CURRENCY_KEY,
  DEFAULT_DISPLAY_CURRENCY,
  (raw) => (isCurrency(raw) ? raw : DEFAULT_DISPLAY_CURRENCY),
  (currency) => (currency === DEFAULT_DISPLAY_CURRENCY ? null : currency),
)

/** The saved display currency; USD when none (or something unknown) is saved, or storage is unavailable. */
export const readDisplayCurrency = preference.read
export const saveDisplayCurrency = preference.save
export const useDisplayCurrency = preference.use

/** The choices, as the profile and the header menu list them. */
export const DISPLAY_CURRENCY_CHOICES: readonly { value: Currency; label: string }[] = [
  { value: 'USD', label: 'US dollar ($)' },
  { value: 'EUR', label: 'Euro (€)' },
  { value: 'GBP', label: 'British pound (£)' },
]
