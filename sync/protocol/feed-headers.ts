// Response headers of GET /api/sync/changes that repeat the answer's `next`, `hasMore` and the number
// of changes, so a client that stores the answer as it is (a first download, web/sync/first-download/staged-download.ts)
// can page on without parsing megabytes of JSON. The body stays the whole truth; headers are a shortcut.
export const FEED_HEADERS = { next: 'X-Sync-Next', hasMore: 'X-Sync-Has-More', count: 'X-Sync-Count' } as const
