// Kept apart from the zod schemas (sync/schemas/common.ts re-exports it) so the page's first
// JavaScript can check a path without loading zod.

/**
 * A path on this site: one slash, then anything but a second slash or a backslash. Browsers read
 * `//evil.example` as another host, and turn the backslash of `/\evil.example` into a slash, so both
 * leave the site (an open redirect, or an image from anywhere).
 */
export const SITE_PATH = /^\/(?![/\\])/
export const isSitePath = (url: string) => SITE_PATH.test(url)
