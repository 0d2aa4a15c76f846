// Limits for the calls attackers hammer (sign-in, registration, password reset and change, contact),
// on express-rate-limit: a fixed window per client address, IPv6 counted per /64 (one subscriber gets a
// whole /64, so counting single addresses would give them 2^64 tries), and for sign-in also a count of
// failed attempts per account (api/auth/sign-in-limits.ts), so spreading guesses over many addresses
// does not help either. Past the limit: 429 with Retry-After in seconds and the usual { message }.
//
// Where the counts live: on PostgreSQL in the database (SharedRateLimitStore), since several processes
// may answer one client and each must see the others' counts. On SQLite one process answers everything,
// so they stay in its memory (BoundedStore): a count there costs no write, where a row in SQLite would
// cost a synced commit per counted attempt, and the memory store is no more code.
import type { NextFunction, Request, Response } from 'express'
import { rateLimit as expressRateLimit, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit'
import type { Db } from '../db/connection'
import { HttpError } from '../http/errors'
import { SharedRateLimitStore } from './shared-rate-limit-store'

export interface LimitSettings {
  windowMs: number
  max: number
}

interface LimitOptions {
  /**
   * Counts per `of`'s key instead of per client address (undefined leaves the request uncounted); `per`
   * names what the key is ("account"): with the limiter's name it names the limiter's counts in the database.
   */
  key?: { per: string; of: (req: Request) => string | undefined }
  /** With the address as the key: false leaves the request uncounted (a sign-in without a password). */
  counts?: (req: Request) => boolean
  /** Count only answers of 400 and above (failed sign-ins), so the account owner's own successes never lock them out. */
  failuresOnly?: boolean
  /** Keys kept at most (BoundedStore); tests lower it. */
  maxKeys?: number
}

/** IPv6 addresses are counted per /64 (README, Security). */
export const IPV6_SUBNET = 64

/** `db`: the database whose processes share the counts (on PostgreSQL); null keeps them in memory (tests of the limiter alone). */
export function rateLimit(db: Db | null, name: string, { windowMs, max }: LimitSettings, options: LimitOptions = {}) {
  const { counts, failuresOnly = false, maxKeys } = options
  const key = options.key?.of
  const limiter = `${name} per ${options.key?.per ?? 'address'}`
  return expressRateLimit({
    windowMs,
    limit: max,
    store: db?.engine === 'postgres' ? new SharedRateLimitStore(db, limiter, { maxKeys }) : new BoundedStore(maxKeys),
    legacyHeaders: false,
    standardHeaders: false,
    skipSuccessfulRequests: failuresOnly,
    // The library's own key is the client address, with IPv6 cut to its /64.
    ...(key
      ? { keyGenerator: (req: Request) => key(req) as string, skip: (req: Request) => key(req) === undefined }
      : { ipv6Subnet: IPV6_SUBNET, ...(counts && { skip: (req: Request) => !counts(req) }) }),
    handler: (req: Request, res: Response, next: NextFunction) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime
      const seconds = resetTime ? Math.ceil((resetTime.getTime() - Date.now()) / 1000) : Math.ceil(windowMs / 1000)
      res.set('Retry-After', String(Math.max(1, seconds)))
      next(new HttpError(429, `Too many ${name} attempts. Please wait and try again.`))
    },
  })
}

type Entry = { totalHits: number; resetTime: Date }

/**
 * express-rate-limit's MemoryStore forgets a key one window after its last hit, but within a window it
 * keeps every key it is given, and callers choose the keys (every IPv6 /64 they hold, every name they
 * make up). This store keeps at most `maxKeys`. Once full (after dropping expired keys), a new key
 * takes the place of the key whose window started first: every client always has a count of its own,
 * so a flood of made-up keys can never make strangers share one counter (which would let the flood
 * lock everyone out). What a flood can do is make the store forget the oldest counts sooner; the
 * sign-in limits keep real accounts apart from made-up names (api/auth/sign-in-limits.ts), so that
 * takes more accounts than an attacker can make.
 */
export class BoundedStore implements Store {
  readonly localKeys = true
  private windowMs = 60_000
  private readonly entries = new Map<string, Entry>()
  private timer: NodeJS.Timeout | undefined
  private lastSweep = 0

  constructor(readonly maxKeys = 10_000) {}

  init(options: Options): void {
    this.windowMs = options.windowMs
    clearInterval(this.timer)
    this.timer = setInterval(() => this.sweep(Date.now()), Math.min(this.windowMs, 2 ** 31 - 1))
    this.timer.unref()
  }

  /** How many keys are held now (tests). */
  get size(): number {
    return this.entries.size
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const entry = this.entries.get(key)
    return entry && entry.resetTime.getTime() > Date.now() ? { ...entry } : undefined
  }

  increment(key: string): ClientRateLimitInfo {
    const now = Date.now()
    let entry = this.entries.get(key)
    if (!entry || entry.resetTime.getTime() <= now) {
      if (entry) this.entries.delete(key)
      else this.makeRoom(now)
      this.entries.set(key, (entry = { totalHits: 0, resetTime: new Date(now + this.windowMs) }))
    }
    entry.totalHits++
    return { ...entry }
  }

  decrement(key: string): void {
    const entry = this.entries.get(key)
    if (entry && entry.totalHits > 0) entry.totalHits--
  }

  resetKey(key: string): void {
    this.entries.delete(key)
  }

  resetAll(): void {
    this.entries.clear()
  }

  shutdown(): void {
    clearInterval(this.timer)
    this.entries.clear()
  }

  /** Room for one more key: expired ones go first (swept at most once a second), then the oldest windows. */
  private makeRoom(now: number): void {
    if (this.entries.size < this.maxKeys) return
    if (now - this.lastSweep >= 1000) this.sweep(now)
    // Map keeps insertion order, and a key is inserted again when its window restarts: the first key's
    // window started first.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxKeys) break
      this.entries.delete(oldest)
    }
  }

  private sweep(now: number): void {
    this.lastSweep = now
    for (const [k, entry] of this.entries) if (entry.resetTime.getTime() <= now) this.entries.delete(k)
  }
}
