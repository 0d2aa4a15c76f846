// The home page's verified-vendor badge: it shows 0, or the count rounded down to a multiple of 5 with
// "+" (for n, the step is taken from n-1 in steps of 5).
//
// Read together, the two halves say: for no vendors the badge reads "0"; for n vendors it reads
// "k+" where k = 5 * floor((n - 1) / 5), the largest multiple of 5 strictly below n. Taking the step
// from n - 1 (not n) keeps the "+" honest: "k+" means "more than k", so 40 vendors read "35+" (the
// hub's fixed claim), 41 to 45 read "40+", and 1 to 5 read "0+". Rounding n itself would make
// exactly 40 vendors read "40+", a claim of more than there are.

const STEP = 5

/** The verified-vendor badge text for `count` vendors: "0" for none, else "k+" with k = 5·⌊(n−1)/5⌋. */
export function verifiedVendorBadge(count: number): string {
  // Not a count (NaN, negative, still loading as 0): nothing to claim.
  if (!Number.isFinite(count) || count < 1) return '0'
  const vendors = Math.floor(count)
  return `${Math.floor((vendors - 1) / STEP) * STEP}+`
}
