// Billing periods, one table for every rule that counts money over time: how many months a payment
// covers, how many payments a year makes, and the period's word ("$295 / month").
import { formatMoney } from './money'

/** Months one payment covers; a one-time price covers no period. */
export const MONTHS_PER_PAYMENT: Readonly<Record<string, number>> = { monthly: 1, quarterly: 3, annually: 12 }

/** Payments in a year (the first year of a one-time price holds its one payment). */
export const PAYMENTS_PER_YEAR: Readonly<Record<string, number>> = { monthly: 12, quarterly: 4, annually: 1, 'one-time': 1 }

const PERIOD_WORD: Readonly<Record<string, string>> = { monthly: 'month', quarterly: 'quarter', annually: 'year' }

/** Whether a payment frequency repeats (monthly, quarterly, annually) rather than being paid once. */
export const isRecurring = (frequency: string | null | undefined): boolean => !!frequency && frequency in MONTHS_PER_PAYMENT

/** "month", "quarter", "year"; null for a one-time payment. */
export const periodWord = (frequency: string | null | undefined): string | null => (frequency ? PERIOD_WORD[frequency] ?? null : null)

/** An amount with its period: "$295 / month", "€602 / year", "$629 one-time". */
export function amountPerPeriod(amount: number, currency: string, frequency: string | null | undefined): string {
  const word = periodWord(frequency)
  return word ? `${formatMoney(amount, currency)} / ${word}` : `${formatMoney(amount, currency)} one-time`
}
