// What a buyer types into the search box over the benchmark catalogue: vendor and product names, what
// they do, categories, multi-word queries and typos. Every prefix the box would search (more than 2
// trimmed characters) is one keystroke query.

export const TYPED_QUERIES = [
  'cobaltforge', 'amberstack guard', 'security', 'payroll', 'endpoint protection',
  'secrity', 'expense management', 'kestrelsignal', 'marketing automation', 'onboarding',
  'firewal', 'payrol softwre', 'juniperbeam analytics', 'point of sale', 'applicant tracking',
  'quartzgate', 'managment', 'helix vault', 'log analytics', 'nimbus ledger pro',
] as const

/** Typo queries and the word each should find (for the engines' recall comparison). */
export const TYPO_QUERIES: readonly { typed: string; finds: string }[] = [
  { typed: 'secrity', finds: 'security' },
  { typed: 'managment', finds: 'management' },
  { typed: 'payrol', finds: 'payroll' },
  { typed: 'analitics', finds: 'analytics' },
  { typed: 'invetory', finds: 'inventory' },
  { typed: 'campains', finds: 'campaigns' },
  { typed: 'onbaord', finds: 'onboard' },
  { typed: 'protetion', finds: 'protection' },
]

/** Each query's prefixes of 3 characters or more, in typing order: the searches a typist triggers. */
export function keystrokes(queries: readonly string[] = TYPED_QUERIES): string[] {
  return queries.flatMap((q) => Array.from({ length: q.length - 2 }, (_, i) => q.slice(0, i + 3)).filter((p) => p.trim().length > 2))
}
