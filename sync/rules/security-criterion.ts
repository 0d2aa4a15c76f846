// The "Security & compliance" criterion of an evaluation board (docs/evaluation-boards.md). A board
// turns it on by holding its key in its weights, starting at the default weight; turning it off takes
// the key out, so a board without it ranks exactly as the six standard criteria say. Each item's score
// on it starts from its vendor's trust profile (securityComplianceScore, on the person's own today);
// the person's own score of the item on it (1 to 5, a board score like any other) wins over that.
// A vendor without a profile has no score there, shown as "No trust profile", never as a 0.
import type { TrustProfileFields } from '../schemas/trust'
import { securityComplianceScore } from './trust-profile'
import { DEFAULT_WEIGHT, SECURITY_COMPLIANCE, type Weights } from './weighted-score'

/** Whether the board ranks by Security & compliance. */
export function hasSecurityCriterion(weights: Weights | null | undefined): boolean {
  return typeof weights?.[SECURITY_COMPLIANCE] === 'number'
}

/** The weights with Security & compliance turned on (at the default weight, or the one it has) or off. */
export function withSecurityCriterion<W extends Weights>(weights: W, on: boolean): W {
  const { [SECURITY_COMPLIANCE]: current, ...rest } = weights
  return (on ? { ...rest, [SECURITY_COMPLIANCE]: typeof current === 'number' ? current : DEFAULT_WEIGHT } : rest) as W
}

export type SecurityScoreSource = 'override' | 'trust-profile' | 'none'

export interface SecurityCell {
  /** What the ranking reads: the person's own score, else the profile's; null with neither. */
  score: number | null
  source: SecurityScoreSource
  /** The trust profile's score (0 to 5 in tenths), null for a vendor without a profile. */
  profileScore: number | null
}

/**
 * One item's Security & compliance cell. `vendor` is the item's vendor (a product's vendor on a
 * product board), null when this device does not hold it; `override` the person's own score.
 */
export function securityCell(vendor: Partial<TrustProfileFields> | null, override: number | null | undefined, today: string): SecurityCell {
  const profileScore = vendor ? securityComplianceScore(vendor, today) : null
  if (typeof override === 'number') return { score: override, source: 'override', profileScore }
  return { score: profileScore, source: profileScore === null ? 'none' : 'trust-profile', profileScore }
}

/** The cell in words, as the matrix and the CSV write it: "3.5 (trust profile)", "4.0 (your score; trust profile 3.5)", "No trust profile". */
export function securityCellText(cell: SecurityCell): string {
  const profile = cell.profileScore === null ? 'no trust profile' : `trust profile ${cell.profileScore.toFixed(1)}`
  if (cell.source === 'override' && cell.score !== null) return `${cell.score.toFixed(1)} (your score; ${profile})`
  if (cell.score === null) return 'No trust profile'
  return `${cell.score.toFixed(1)} (trust profile)`
}
