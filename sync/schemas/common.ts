// Building blocks shared by every schema: numbers that may arrive as strings, safe URLs, lists, ids.
import { z } from 'zod'

/** The field message when a value is neither a number nor a numeric string ("Required" when it is absent). */
const notNumber = (rule: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'Required' : rule) })

/** A number that may arrive as a numeric string ("12.50"), as prices may. */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'Must be a number')
    .transform(Number),
], notNumber('Must be a number')).pipe(z.number().finite('Must be a number'))

/** An integer that may arrive as a string ("5"), as forms send it (readTime, sortOrder). */
export const integer = z.union([
  z.number(),
  z.string().trim().regex(/^-?\d+$/, 'Must be a whole number').transform(Number),
], notNumber('Must be a whole number')).pipe(z.number().int('Must be a whole number'))

export const id = integer.pipe(z.number().int().positive('Must be a positive id'))

/** A 0-5 rating, the scale of every detailed rating. */
export const rating = numeric.pipe(z.number().min(0, 'Ratings are between 0 and 5').max(5, 'Ratings are between 0 and 5'))

/** Empty strings from forms mean "no value". */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)

export const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).nullish()

// A path on this site (SITE_PATH): its rule lives without zod, for the page's first JavaScript.
export { SITE_PATH, isSitePath } from '../rules/site-path'

/**
 * A link we are willing to put in an href or src: http(s) or a path on this site (SITE_PATH). Blocks
 * javascript: and data: URLs, which would turn stored content into script.
 */
export const safeUrl = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(2048, 'URL is too long')
    .regex(/^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/i, 'Must be an http(s) URL or a path on this site')
    .nullish(),
)

/** An image given inline (data:image/...;base64) or as a safe URL; blog featured images use it. */
export const imageRef = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(7_000_000, 'Image is too large (5 MB at most)')
    .regex(
      /^(data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+|https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/i,
      'Must be an image (PNG, JPEG, GIF or WebP) or an http(s) URL',
    )
    .nullish(),
)

/** A list of short texts; a comma-separated string is accepted and split (as forms send tags). */
export const textList = (maxItems = 100, maxLength = 500) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(z.string().trim().min(1).max(maxLength)).max(maxItems, `At most ${maxItems} entries`),
  )

export const urlList = (maxItems = 20) => z.array(safeUrl.pipe(z.string())).max(maxItems, `At most ${maxItems} entries`)

/** A boolean that also accepts the strings forms and CSV send. */
export const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'TRUE', 'FALSE']).transform((s) => s === 'true' || s === '1' || s === 'TRUE')])

/** A category reference where the string 'none' (the forms' choice) means no category. */
export const optionalCategoryId = z.preprocess((v) => (v === 'none' || v === '' ? null : v), id.nullish())

export const email = z.string().trim().max(254, 'Invalid email address').pipe(z.email('Invalid email address'))

export const isoDate = z.iso.datetime({ offset: true, error: 'Must be an ISO date and time' })

export const idParams = z.object({ id })
// Slugs are made of letters, digits and hyphens: one with a control character (NUL, which a database's
// text cannot hold) names nothing and is refused.
export const slugParams = z.object({ slug: z.string().trim().min(1).max(200).regex(/^\P{Cc}*$/u, 'Must not contain control characters') })

/** Every row the server sends carries its id and the global version it was last written at. */
export const rowMeta = { id: z.number().int(), version: z.number().int() }

/** Public lists answer pages of at most this many rows (a whole 10,000-vendor list was 15 MB). */
export const MAX_PAGE_SIZE = 1000
export const DEFAULT_PAGE_SIZE = 200
const pageSize = `limit must be between 1 and ${MAX_PAGE_SIZE}`
/**
 * `?limit=N&cursor=C` of the paged public lists (README, "The API"): the cursor is the opaque
 * X-Next-Cursor of the previous page; the server checks what it holds (api/http/paging.ts).
 */
export const pageQueryFields = {
  limit: integer.pipe(z.number().min(1, pageSize).max(MAX_PAGE_SIZE, pageSize)).optional(),
  cursor: z.string().max(512, 'Invalid cursor').optional(),
}
export const pageQuery = z.object(pageQueryFields)
