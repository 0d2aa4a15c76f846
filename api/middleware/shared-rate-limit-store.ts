// A rate-limit store in the database (table rate_limit_counts), for several server processes on one
// PostgreSQL database: a client's attempts count the same whichever process answers them. Each hit is
// one atomic upsert that starts a new window when the old one has ended and returns the count, so
// concurrent hits from any number of processes are each counted once.
//
// Bounded like the in-memory BoundedStore (api/middleware/rate-limit.ts): callers choose the keys, so
// each limiter keeps at most `maxKeys` rows. Trimming after every new key would cost a scan per hit;
// instead each process trims after every tenth of `maxKeys` hits that started a window, deleting expired
// rows and then the rows whose window started first beyond `maxKeys`. A limiter's table share therefore
// stays under maxKeys × (1 + processes / 10), however many keys a flood makes up, and, as in memory, a
// newcomer always gets a count of its own: strangers never share one.
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'
import type { Db } from '../db/connection'

export interface SharedStoreOptions {
  /** Keys kept at most (give or take a tenth per process). */
  maxKeys?: number
  /** The window (express-rate-limit sets it through init). */
  windowMs?: number
  /** The clock (ms). */
  now?: () => number
}

export class SharedRateLimitStore implements Store {
  readonly localKeys = false
  readonly maxKeys: number
  private windowMs: number
  private readonly now: () => number
  private newWindows = 0
  private trimming: Promise<void> | null = null

  /** `prefix` names this limiter's rows (their `limiter` column): one per limiter of the app. */
  constructor(
    private readonly db: Db,
    readonly prefix: string,
    { maxKeys = 10_000, windowMs = 60_000, now = Date.now }: SharedStoreOptions = {},
  ) {
    this.maxKeys = maxKeys
    this.windowMs = windowMs
    this.now = now
  }

  init(options: Options): void {
    this.windowMs = options.windowMs
  }

  /** Hits that start a window between two trims (a process's share of the bound's slack). */
  private get trimEvery(): number {
    return Math.max(1, Math.floor(this.maxKeys / 10))
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.db.get<{ hits: number; reset_at: number }>(
      'SELECT hits, reset_at FROM rate_limit_counts WHERE limiter = ? AND key = ? AND reset_at > ?', this.prefix, key, this.now())
    return row && { totalHits: row.hits, resetTime: new Date(row.reset_at) }
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return await this.charge(key, 1)
  }

  /** Adds `amount` hits at once (the feed's catch-up budget counts rows read: api/sync/feed-catch-up-limit.ts). */
  async charge(key: string, amount: number): Promise<ClientRateLimitInfo> {
    const resetAt = this.now() + this.windowMs
    // In SET, the table's columns are the row before this hit: an ended window restarts at `amount`.
    const row = (await this.db.get<{ hits: number; reset_at: number }>(
      `INSERT INTO rate_limit_counts (limiter, key, hits, reset_at) VALUES (@limiter, @key, @amount, @resetAt)
       ON CONFLICT (limiter, key) DO UPDATE SET
         hits = CASE WHEN rate_limit_counts.reset_at <= @now THEN @amount ELSE rate_limit_counts.hits + @amount END,
         reset_at = CASE WHEN rate_limit_counts.reset_at <= @now THEN @resetAt ELSE rate_limit_counts.reset_at END
       RETURNING hits, reset_at`,
      { limiter: this.prefix, key, amount, resetAt, now: resetAt - this.windowMs },
    ))!
    // A window that this hit started: a new key, or an old one's new window.
    if (row.reset_at === resetAt && ++this.newWindows >= this.trimEvery) this.trimSoon()
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) }
  }

  async decrement(key: string): Promise<void> {
    await this.db.run('UPDATE rate_limit_counts SET hits = hits - 1 WHERE limiter = ? AND key = ? AND hits > 0 AND reset_at > ?', this.prefix, key, this.now())
  }

  async resetKey(key: string): Promise<void> {
    await this.db.run('DELETE FROM rate_limit_counts WHERE limiter = ? AND key = ?', this.prefix, key)
  }

  async resetAll(): Promise<void> {
    await this.db.run('DELETE FROM rate_limit_counts WHERE limiter = ?', this.prefix)
  }

  /** Keys this limiter holds now (tests). */
  async size(): Promise<number> {
    return (await this.db.value<number>('SELECT COUNT(*) FROM rate_limit_counts WHERE limiter = ?', this.prefix))!
  }

  /** Resolves when no trim is running (tests). */
  async settled(): Promise<void> {
    await this.trimming
  }

  /** One trim at a time, off the request's path: the hit that called for it is answered at once. */
  private trimSoon(): void {
    this.newWindows = 0
    if (this.trimming || !this.db.open) return
    this.trimming = this.trim()
      .catch((err: Error) => {
        if (this.db.open) console.error(`Trimming the ${this.prefix} rate-limit counts failed:`, err.message)
      })
      .finally(() => (this.trimming = null))
  }

  /** Expired rows go first, then the rows whose window started first, down to `maxKeys`. */
  async trim(): Promise<void> {
    await this.db.run('DELETE FROM rate_limit_counts WHERE limiter = ? AND reset_at <= ?', this.prefix, this.now())
    // Every window of a limiter is as long: the earliest end is the earliest start.
    const cutoff = await this.db.get<{ reset_at: number; key: string }>(
      'SELECT reset_at, key FROM rate_limit_counts WHERE limiter = ? ORDER BY reset_at DESC, key DESC LIMIT 1 OFFSET ?', this.prefix, this.maxKeys)
    if (!cutoff) return
    await this.db.run(
      'DELETE FROM rate_limit_counts WHERE limiter = ? AND (reset_at < ? OR (reset_at = ? AND key <= ?))',
      this.prefix, cutoff.reset_at, cutoff.reset_at, cutoff.key)
  }
}
