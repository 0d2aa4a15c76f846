// The first download goes through the catalogue snapshot when the server offers one (docs/sync.md,
// "First download from the snapshot"), else through the feed. Tests that hold the catalogue back hold
// both; tests that cut or count feed pages ask the server for none.
import type { BrowserContext, Page } from '@playwright/test'

/** Every request that brings catalogue rows: feed pages, the snapshot's pointer and its file. */
export const CATALOGUE_REQUESTS = /\/api\/sync\/(changes|snapshot)([/?]|$)/

/** This page (or context) is told the server has no snapshot: its first download reads the feed. */
export async function firstDownloadFromFeed(target: Page | BrowserContext): Promise<void> {
  await target.route(/\/api\/sync\/snapshot$/, (route) => route.fulfill({ json: { url: null } }))
}
