// Where the server's data goes and how many processes serve it (README, "Runtime settings"): the
// database from DATABASE_URL or DATABASE_PATH, FILES_DIR, --workers / WORKERS, and the refusals of
// what cannot work, in the readers and as the server and the commands print them.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../../api/config'
import { databaseFrom, filesDirFrom } from '../../api/ops/database-path'
import { loadBackupSchedule } from '../../api/ops/scheduled-backups'
import { workerCountFrom } from '../../api/ops/worker-count'
import { runCommand } from './serve-process'

const URL = 'postgres://vetted:s3cret-Pa55@db.internal:5432/market'
const sqlite = databaseFrom({})
const postgres = databaseFrom({ DATABASE_URL: URL })

/** The ConfigError's message, or a failure when `read` does not throw one. */
const refusal = (read: () => unknown): string => {
  try {
    read()
  } catch (err) {
    if (err instanceof ConfigError) return err.message
    throw err
  }
  throw new Error('no ConfigError')
}

describe('the database setting', () => {
  it('is the SQLite file at DATABASE_PATH, else ./data/marketplace.db', () => {
    expect(sqlite).toEqual({ engine: 'sqlite', path: resolve('data/marketplace.db') })
    expect(databaseFrom({ DATABASE_PATH: '/srv/v.db' })).toEqual({ engine: 'sqlite', path: '/srv/v.db' })
  })

  it('is PostgreSQL for a postgres:// or postgresql:// DATABASE_URL, named without its password', () => {
    expect(postgres).toEqual({ engine: 'postgres', url: URL, name: 'PostgreSQL database "market" on db.internal:5432' })
    expect(databaseFrom({ DATABASE_URL: 'postgresql://u@localhost/v' })).toMatchObject({ engine: 'postgres', name: 'PostgreSQL database "v" on localhost' })
    expect(databaseFrom({ DATABASE_URL: 'postgres:///v?host=/var/run/postgresql' })).toMatchObject({ name: 'PostgreSQL database "v" on /var/run/postgresql' })
  })

  it('refuses both set, and a URL that is malformed, of another kind or names no host or database, never repeating it', () => {
    expect(refusal(() => databaseFrom({ DATABASE_URL: URL, DATABASE_PATH: '/srv/v.db' }))).toBe('DATABASE_URL (PostgreSQL) and DATABASE_PATH (SQLite) are both set: set one of them')
    for (const [bad, why] of [
      ['s3cret-Pa55 is no url', /^DATABASE_URL must be a postgres:\/\/user:password@host:port\/database address$/],
      ['mysql://u:s3cret-Pa55@h/db', /\(it starts with mysql:\/\/\)$/],
      ['postgres://u:s3cret-Pa55@h:5432/', /names no database$/],
      ['postgres:///db', /names no host$/],
    ] as const) {
      const message = refusal(() => databaseFrom({ DATABASE_URL: bad }))
      expect(message).toMatch(why)
      expect(message).not.toContain('s3cret')
    }
  })
})

describe('FILES_DIR', () => {
  it('is where set; else the SQLite file\'s folder, or ./data on PostgreSQL', () => {
    expect(filesDirFrom({ FILES_DIR: '/srv/files' }, postgres)).toBe('/srv/files')
    expect(filesDirFrom({ FILES_DIR: '/srv/files' }, sqlite)).toBe('/srv/files')
    expect(filesDirFrom({}, databaseFrom({ DATABASE_PATH: '/srv/db/v.db' }))).toBe('/srv/db')
    expect(filesDirFrom({}, postgres)).toBe(resolve('data'))
  })
})

describe('the worker count', () => {
  it('is --workers N (or --workers=N), else WORKERS, else 1', () => {
    expect(workerCountFrom([], {}, sqlite)).toBe(1)
    expect(workerCountFrom(['--workers', '3'], { WORKERS: '2' }, postgres)).toBe(3)
    expect(workerCountFrom(['--workers=4'], {}, postgres)).toBe(4)
    expect(workerCountFrom([], { WORKERS: '2' }, postgres)).toBe(2)
    expect(workerCountFrom(['--workers', '1'], {}, sqlite)).toBe(1)
  })

  it('refuses more than one on SQLite, a count that is no whole number from 1, and other arguments', () => {
    expect(refusal(() => workerCountFrom(['--workers', '2'], {}, sqlite))).toBe('--workers=2: several processes need DATABASE_URL (PostgreSQL); on SQLite the server runs as one process')
    expect(refusal(() => workerCountFrom([], { WORKERS: '2' }, sqlite))).toMatch(/^WORKERS=2: several processes need DATABASE_URL/)
    expect(refusal(() => workerCountFrom(['--workers', '0'], {}, postgres))).toBe('--workers must be a whole number from 1 to 256, not "0"')
    expect(refusal(() => workerCountFrom([], { WORKERS: 'two' }, postgres))).toBe('WORKERS must be a whole number from 1 to 256, not "two"')
    expect(refusal(() => workerCountFrom(['--workers'], {}, postgres))).toBe('--workers needs a number: --workers N')
    expect(refusal(() => workerCountFrom(['--worker', '2'], {}, postgres))).toBe('Unknown argument "--worker": the server takes --workers N only')
  })
})

describe('backups on PostgreSQL', () => {
  it('refuse each built-in backup setting, pointing to pg_dump', () => {
    for (const name of ['BACKUP_DIR', 'BACKUP_INTERVAL_MINUTES', 'BACKUP_KEEP']) {
      expect(refusal(() => loadBackupSchedule({ [name]: '5' }, 'postgres'))).toMatch(new RegExp(`^${name} is for the SQLite database's built-in backups; with DATABASE_URL, back PostgreSQL up with pg_dump`))
    }
    expect(loadBackupSchedule({}, 'postgres')).toBeNull()
  })
})

// The PostgreSQL server these name does not exist: each refusal comes before the process would use it.
describe('what the server and the commands print', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vetted-settings-'))
  const noServer = { DATABASE_URL: 'postgres://u:s3cret-Pa55@127.0.0.1:1/nowhere', DATABASE_PATH: undefined }

  it('the server refuses --workers 2 on SQLite, and BACKUP_DIR with DATABASE_URL, by name', async () => {
    const workers = await runCommand('api/server.ts', ['--workers', '2'], { DATABASE_PATH: join(dir, 'never.db'), DATABASE_URL: undefined })
    expect(workers).toEqual({ code: 1, out: 'Vetted cannot start: --workers=2: several processes need DATABASE_URL (PostgreSQL); on SQLite the server runs as one process\n' })
    const backups = await runCommand('api/server.ts', [], { ...noServer, BACKUP_DIR: join(dir, 'backups') })
    expect(backups.code).toBe(1)
    expect(backups.out).toMatch(/^Vetted cannot start: BACKUP_DIR is for the SQLite database's built-in backups; .* npm run restore -- --renew-epoch/)
    expect(backups.out).not.toContain('s3cret')
  })

  it('a server that cannot reach its PostgreSQL server says so and exits 1, without the password', async () => {
    const unreachable = await runCommand('api/server.ts', [], { ...noServer, PORT: '0', WEB_DIST: join(dir, 'no-web'), LOG_FORMAT: 'json' })
    expect(unreachable.code).toBe(1)
    expect(unreachable.out).toContain('Vetted cannot start: preparing the PostgreSQL database \\"nowhere\\" on 127.0.0.1:1 failed: connect ECONNREFUSED')
    expect(unreachable.out).not.toContain('s3cret')
  })

  it('npm run backup and npm run restore -- <file> point to pg_dump and pg_restore on PostgreSQL; --renew-epoch needs it', async () => {
    const backup = await runCommand('api/ops/backup-command.ts', [join(dir, 'copy.db')], noServer)
    expect(backup).toEqual({ code: 1, out: expect.stringMatching(/^Backup failed: With DATABASE_URL, back the database up with pg_dump /) })
    const restore = await runCommand('api/ops/restore-command.ts', [join(dir, 'copy.db')], noServer)
    expect(restore).toEqual({ code: 1, out: 'Restore refused: With DATABASE_URL, restore a pg_dump with pg_restore (servers stopped), then run: npm run restore -- --renew-epoch\n' })
    const renew = await runCommand('api/ops/restore-command.ts', ['--renew-epoch'], { DATABASE_PATH: join(dir, 'never.db'), DATABASE_URL: undefined })
    expect(renew).toEqual({ code: 1, out: expect.stringMatching(/^Restore refused: --renew-epoch renews a PostgreSQL database \(DATABASE_URL\) after pg_restore/) })
  })
})
