// What every route factory receives: the database and the runtime settings. No globals.
import type { Db } from './db/connection'
import type { Logger } from './log/logger'

export interface Config {
  /** scrypt cost (N). Production uses OWASP's 2^17; tests may lower it to stay fast. */
  scryptCost: number
  /** Requests allowed per window on login, register and reset request, per client address. */
  authRateLimit: { windowMs: number; max: number }
  sessionIdleMs: number
  sessionAbsoluteMs: number
  /** Origins accepted besides the request's own (comma-separated ALLOWED_ORIGINS). */
  allowedOrigins: string[]
  /**
   * The site's public address, used in links sent by mail. Never taken from the request's Host header,
   * which a caller controls (a forged Host would send reset links, and their tokens, elsewhere).
   */
  publicUrl: string
  /**
   * The hosts the server answers (PUBLIC_URL's and ALLOWED_HOSTS; api/middleware/allowed-hosts.ts);
   * null or absent: every host (no PUBLIC_URL set).
   */
  allowedHosts?: string[] | null
  /** Where the built web app lives; null serves no static files (API tests). */
  webRoot: string | null
  /** An informational line in the server's log (the current request's logger when there is one). */
  log: (message: string) => void
  /** The server's logger (api/log/logger.ts): requests are logged with ids; null logs no requests (tests). */
  logger: Logger | null
  /**
   * MAIL_DIR: a folder where each mailed message is written in full as a file (0600), for operators
   * without SMTP and for tests. The log and the admin's outbox only ever hold it with secrets redacted.
   */
  mailDir: string | null
  /**
   * The folder of the files the server keeps beside its data (vendor documents). Null or absent: the
   * SQLite database file's folder; a PostgreSQL database has no folder of its own, so it needs one.
   */
  filesDir?: string | null
  /** The clock in ms; tests inject one to move to another hour (api/counters/visits.ts). */
  now: () => number
  /** Quiet time after a public write before the catalogue snapshot is rebuilt (api/sync/snapshot-routes.ts); default 2 s. */
  snapshotDebounceMs?: number
  /** How long a replaced snapshot is still served (api/sync/snapshot-store.ts); default 60 s. */
  snapshotGraceMs?: number
  /** Feed rows each address may read from far-behind cursors (api/sync/feed-catch-up-limit.ts); tests lower it. */
  feedCatchUpBudget?: CatchUpBudget
  /** False: no catalogue snapshot is built or offered, first downloads read the feed (sync tests of the feed path). */
  catalogueSnapshot?: boolean
  /** Caps and heartbeat of the live channel (api/sync/live/). */
  live: LiveSettings
}

/** How much of the feed each address may read from far-behind cursors (api/sync/feed-catch-up-limit.ts). */
export interface CatchUpBudget {
  windowMs: number
  /** Whole catalogues (the snapshot's rows) each address may read from far-behind cursors per window. */
  catalogues: number
  /** Rows allowed on top of them (a small catalogue's rebuild is never near the limit). */
  extraRows: number
}

export interface LiveSettings {
  /** Open event streams the process holds at most (LIVE_MAX_CONNECTIONS); past it, 503. */
  maxConnections: number
  /** Per session: one per device is the rule (the app elects one tab), a few more cover reconnects. Past it, 429. */
  maxPerSession: number
  /** Per account, over all its sessions (LIVE_MAX_PER_ACCOUNT; default 10, api/sync/live/account-streams.ts). Past it, 429. */
  maxPerAccount?: number
  /** Per address (IPv6 /64) for visitors without a session (LIVE_MAX_PER_ADDRESS): offices share one. */
  maxPerAddress: number
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number
}

export interface AppContext {
  db: Db
  config: Config
}

export const DAY = 24 * 60 * 60 * 1000
/** OWASP's scrypt cost (N) for new password hashes; a lower one (SCRYPT_COST) is for test servers only. */
export const DEFAULT_SCRYPT_COST = 2 ** 17

export function defaultConfig(overrides: Partial<Config> = {}): Config {
  return {
    scryptCost: DEFAULT_SCRYPT_COST,
    authRateLimit: { windowMs: 15 * 60 * 1000, max: 20 },
    sessionIdleMs: 14 * DAY,
    sessionAbsoluteMs: 30 * DAY,
    allowedOrigins: [],
    publicUrl: 'http://localhost:3000',
    webRoot: null,
    log: (m) => console.log(m),
    logger: null,
    mailDir: null,
    now: () => Date.now(),
    live: { maxConnections: 2000, maxPerSession: 5, maxPerAccount: 10, maxPerAddress: 50, heartbeatMs: 25_000 },
    ...overrides,
  }
}
