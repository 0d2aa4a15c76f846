// How many server processes `npm run serve` runs on its port (README, "Operating"): `--workers N` on
// the command line, else WORKERS, else 1 (one process, no cluster).
import { ConfigError, type Env } from '../config-error'
import type { DatabaseSetting } from './database-path'

/** The worker count from `argv` (the arguments after the script) and `env`. Throws ConfigError. */
export function workerCountFrom(argv: readonly string[], env: Env, database: DatabaseSetting): number {
  const at = argv.findIndex((arg) => arg === '--workers' || arg.startsWith('--workers='))
  const unknown = argv.find((_arg, i) => i !== at && !(at >= 0 && i === at + 1 && !argv[at].includes('=')))
  if (unknown !== undefined) throw new ConfigError(`Unknown argument "${unknown}": the server takes --workers N only`)
  const [name, raw] = at < 0 ? ['WORKERS', env.WORKERS] : ['--workers', argv[at].includes('=') ? argv[at].slice('--workers='.length) : argv[at + 1]]
  if (raw === undefined || raw.trim() === '') {
    if (at >= 0) throw new ConfigError('--workers needs a number: --workers N')
    return 1
  }
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > 256) throw new ConfigError(`${name} must be a whole number from 1 to 256, not "${raw}"`)
  const workers = Number(raw)
  // A SQLite file is written by one process at a time, on one machine: several processes that share
  // their sessions, limits and pokes need the networked database.
  if (workers > 1 && database.engine === 'sqlite') {
    throw new ConfigError(`${name}=${workers}: several processes need DATABASE_URL (PostgreSQL); on SQLite the server runs as one process`)
  }
  return workers
}
