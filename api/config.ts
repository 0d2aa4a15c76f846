// Reads the runtime settings (README, "Runtime settings") from the environment and refuses bad ones
// with a message naming the variable: a typo such as AUTH_RATE_LIMIT=2O once became NaN, and a NaN
// limit lets every request through, silently turning the rate limits off.
import { resolve } from 'node:path'
import { isCommonPassword } from './auth/common-passwords'
import { ConfigError, type Env } from './config-error'
import { DEFAULT_SCRYPT_COST, defaultConfig, type Config } from './context'
import { HOST_PATTERN } from './middleware/allowed-hosts'
import { DEFAULT_CATCH_UP_BUDGET } from './sync/feed-catch-up-limit'
import { PASSWORD_MAX, PASSWORD_MIN } from '../sync/schemas/user'

export { ConfigError, type Env }

export const AUTH_RATE_WINDOW_MS = 15 * 60 * 1000

export function positiveInteger(env: Env, name: string): number | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
    throw new ConfigError(`${name} must be a whole number of 1 or more, not "${raw}"`)
  }
  return Number(raw)
}

function publicUrl(env: Env, port: number): string {
  const raw = env.PUBLIC_URL || `http://localhost:${port}`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// address, not "${raw}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`PUBLIC_URL must be an http:// or https:// address, not "${raw}"`)
  return raw.replace(/\/+$/, '')
}

/**
 * The hosts the server answers (api/middleware/allowed-hosts.ts): PUBLIC_URL's, then ALLOWED_HOSTS
 * (comma-separated `host` or `host:port`). Null without PUBLIC_URL: every host, as on a development machine.
 */
function allowedHosts(env: Env, publicUrl: string): string[] | null {
  const extra = (env.ALLOWED_HOSTS ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  if (!env.PUBLIC_URL) {
    if (extra.length) throw new ConfigError('ALLOWED_HOSTS needs PUBLIC_URL (the site\'s own address comes first)')
    return null
  }
  const bad = extra.find((host) => !HOST_PATTERN.test(host))
  if (bad !== undefined) throw new ConfigError(`ALLOWED_HOSTS must list host names or host:port, comma-separated, not "${bad}"`)
  return [new URL(publicUrl).host, ...extra]
}

/** The port from PORT (default 3000). */
export function loadPort(env: Env = process.env): number {
  const raw = (env.PORT || '3000').trim()
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) throw new ConfigError(`PORT must be a port number (0-65535), not "${env.PORT}"`)
  return Number(raw)
}

/**
 * The password the seeded administrator gets from ADMIN_PASSWORD follows the rules every other
 * password does (sync/schemas/user.ts, api/auth/common-passwords.ts).
 */
export function loadAdminPassword(env: Env = process.env): string | undefined {
  const password = env.ADMIN_PASSWORD || undefined
  if (password === undefined) return undefined
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new ConfigError(`ADMIN_PASSWORD must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`)
  }
  if (isCommonPassword(password)) throw new ConfigError('ADMIN_PASSWORD is one of the most common passwords: choose another')
  return password
}

// The floor is scrypt's own cost for interactive sign-ins (N=2^14): a setting can make tests cheaper,
// never make a stored password cheap to crack.
const SCRYPT_COST_RANGE = [2 ** 14, 2 ** 20] as const

/**
 * SCRYPT_COST: the scrypt N new password hashes get, a power of two from 2^14 to 2^20. Each hash keeps
 * its own N, so changing it never breaks a stored password. The e2e servers lower it: at OWASP's cost
 * every sign-in and registration spends about a second of CPU, on the cores the browser under test needs.
 */
function scryptCost(env: Env): number | undefined {
  const n = positiveInteger(env, 'SCRYPT_COST')
  if (n === undefined) return undefined
  const [min, max] = SCRYPT_COST_RANGE
  if ((n & (n - 1)) !== 0 || n < min || n > max) {
    throw new ConfigError(`SCRYPT_COST must be a power of two from ${min} to ${max} (the default is ${DEFAULT_SCRYPT_COST}), not "${env.SCRYPT_COST}"`)
  }
  return n
}

/** The settings from `env`, over `overrides` (what the caller works out itself, such as webRoot). Throws ConfigError. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const port = loadPort(env)
  const siteUrl = publicUrl(env, port)
  const authRateLimit = positiveInteger(env, 'AUTH_RATE_LIMIT')
  const catchUpCatalogues = positiveInteger(env, 'FEED_CATCH_UP_LIMIT')
  const passwordCost = scryptCost(env)
  const defaults = defaultConfig()
  const live = {
    ...defaults.live,
    maxConnections: positiveInteger(env, 'LIVE_MAX_CONNECTIONS') ?? defaults.live.maxConnections,
    maxPerAddress: positiveInteger(env, 'LIVE_MAX_PER_ADDRESS') ?? defaults.live.maxPerAddress,
    maxPerAccount: positiveInteger(env, 'LIVE_MAX_PER_ACCOUNT') ?? defaults.live.maxPerAccount,
  }
  return defaultConfig({
    live,
    ...overrides,
    publicUrl: siteUrl,
    allowedHosts: allowedHosts(env, siteUrl),
    ...(authRateLimit !== undefined && { authRateLimit: { windowMs: AUTH_RATE_WINDOW_MS, max: authRateLimit } }),
    ...(passwordCost !== undefined && { scryptCost: passwordCost }),
    ...(catchUpCatalogues !== undefined && { feedCatchUpBudget: { ...DEFAULT_CATCH_UP_BUDGET, catalogues: catchUpCatalogues } }),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    mailDir: env.MAIL_DIR ? resolve(env.MAIL_DIR) : null,
  })
}
