// A product's first key features, as the vendor page lists them. Pure, with tests.
export const KEY_FEATURE_LIMIT = 3

/** The first 3 features and how many more there are ("+N more"). */
export function keyFeatures(features: readonly string[]): { shown: string[]; more: number } {
  return { shown: features.slice(0, KEY_FEATURE_LIMIT), more: Math.max(0, features.length - KEY_FEATURE_LIMIT) }
}
