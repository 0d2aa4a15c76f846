// Operating helpers without a server process: the periodic backup's folder and retention, the restore's
// refusals, and where a generated administrator password goes (never into the log).
import Database from 'better-sqlite3'
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { BackupError, checkVettedDatabase } from '../../api/db/backup'
import { createLogger } from '../../api/log/logger'
import { announceGeneratedPassword } from '../../api/ops/admin-password-notice'
import { backupIntoFolder, loadBackupSchedule } from '../../api/ops/scheduled-backups'
import { makeHarness } from './harness'
import { testDatabaseUrl } from './postgres-test-database'

const tempDir = () => mkdtempSync(join(tmpdir(), 'vetted-ops-'))

/** A logger writing into an array, as the server's would write to its output. */
function capturedLogger() {
  const lines: string[] = []
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) })
  return { logger: createLogger({ LOG_LEVEL: 'info' }, sink), text: () => lines.join('') }
}

describe('scheduled backups', () => {
  // The backups copy the SQLite file; a PostgreSQL server's data is backed up by its own tools.
  it.skipIf(testDatabaseUrl() !== undefined)('writes intact, named copies into the folder and keeps the newest BACKUP_KEEP', async () => {
    const h = await makeHarness()
    const dir = join(tempDir(), 'backups')
    for (let minute = 0; minute < 4; minute++) await backupIntoFolder(h.db, { dir, keep: 2 }, new Date(Date.UTC(2026, 0, 1, 3, minute)))
    expect(readdirSync(dir)).toEqual(['vetted-20260101T030200Z.db', 'vetted-20260101T030300Z.db'])
    expect(() => checkVettedDatabase(join(dir, 'vetted-20260101T030300Z.db'))).not.toThrow()
  })

  it('reads its settings, and refuses bad ones by name', () => {
    expect(loadBackupSchedule({})).toBeNull()
    expect(loadBackupSchedule({ BACKUP_DIR: '/b', BACKUP_INTERVAL_MINUTES: '15', BACKUP_KEEP: '3' })).toEqual({ dir: '/b', intervalMs: 900_000, keep: 3 })
    expect(() => loadBackupSchedule({ BACKUP_DIR: '/b', BACKUP_KEEP: 'many' })).toThrow(/BACKUP_KEEP must be a whole number/)
    expect(() => loadBackupSchedule({ BACKUP_INTERVAL_MINUTES: '5' })).toThrow(/need BACKUP_DIR/)
  })
})

describe('restore refusals', () => {
  it('names what is wrong with a file that is not a Vetted database', () => {
    const dir = tempDir()
    expect(() => checkVettedDatabase(join(dir, 'missing.db'))).toThrow(/does not exist/)
    writeFileSync(join(dir, 'notes.txt'), 'not a database at all, just some text that is long enough'.repeat(20))
    expect(() => checkVettedDatabase(join(dir, 'notes.txt'))).toThrow(BackupError)
    const other = new Database(join(dir, 'other.db'))
    other.exec('CREATE TABLE things (id INTEGER)')
    other.close()
    expect(() => checkVettedDatabase(join(dir, 'other.db'))).toThrow(/not a Vetted one/)
  })
})

describe('the generated administrator password', () => {
  it('goes to a 0600 file in the files folder when the output is not a terminal; the log says where, without it', () => {
    const dir = tempDir()
    const { logger, text } = capturedLogger()
    announceGeneratedPassword('generated-Secret-123', dir, logger, { isTTY: false } as NodeJS.WriteStream)
    const file = join(dir, 'admin-password.txt')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(text()).toContain(file)
    expect(text()).not.toContain('generated-Secret-123')
  })

  it('is printed on a terminal, outside the log', () => {
    const { logger, text } = capturedLogger()
    const printed: string[] = []
    const terminal = { isTTY: true, write: (s: string) => printed.push(s) } as unknown as NodeJS.WriteStream
    announceGeneratedPassword('generated-Secret-123', tempDir(), logger, terminal)
    expect(printed.join('')).toContain('generated-Secret-123')
    expect(text()).not.toContain('generated-Secret-123')
  })
})
