// The database and its copies are for the server's user only (docs/security.md, "Abuse"): they hold
// password hashes, the HMAC secret, contact messages, the mail outbox and stored answers with emails.
// Whatever the umask, the database, its WAL and shared-memory files, periodic backups, `npm run
// backup` output and a restore's files are 0600, in folders the server creates as 0700.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { backupDatabase, restoreDatabase } from '../../api/db/backup'
import { openSqliteFile } from '../../api/db/connection'
import type { SqliteDb } from '../../api/db/sqlite-db'
import { migrate } from '../../api/db/migrate'
import { backupIntoFolder } from '../../api/ops/scheduled-backups'

const root = mkdtempSync(join(tmpdir(), 'vetted-modes-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8)
let umask: number
let open: SqliteDb[] = []
beforeEach(() => void (umask = process.umask(0))) // the worst umask: everything readable by everyone
afterEach(async () => {
  process.umask(umask)
  for (const db of open) if (db.sqlite.open) await db.close()
  open = []
})
const database = async (path: string) => {
  const db = openSqliteFile(path)
  open.push(db)
  await migrate(db)
  return db
}

describe('the database', () => {
  it('a new database, its WAL and shared-memory files are 0600, in new folders of 0700', async () => {
    const path = join(root, 'new', 'data', 'vetted.db')
    const db = await database(path)
    await db.run('INSERT INTO server_secrets (name, value, created_at) VALUES (?, ?, ?)', 'x', 'secret', 'now')
    expect(existsSync(`${path}-wal`)).toBe(true)
    expect([modeOf(path), modeOf(`${path}-wal`), modeOf(`${path}-shm`)]).toEqual(['600', '600', '600'])
    expect([modeOf(join(root, 'new')), modeOf(join(root, 'new', 'data'))]).toEqual(['700', '700'])
  })

  it('an existing database left readable by others is made 0600 when opened, its WAL too', async () => {
    const path = join(root, 'old', 'vetted.db')
    await (await database(path)).close()
    for (const file of [path, `${path}-wal`]) {
      if (!existsSync(file)) writeFileSync(file, '')
      chmodSync(file, 0o644)
    }
    await database(path)
    expect([modeOf(path), modeOf(`${path}-wal`)]).toEqual(['600', '600'])
  })
})

describe('copies', () => {
  it('periodic backups are 0600 in a BACKUP_DIR the server creates as 0700', async () => {
    const db = await database(join(root, 'periodic', 'vetted.db'))
    const dir = join(root, 'periodic', 'backups', 'hourly')
    const file = await backupIntoFolder(db, { dir, keep: 3 })
    expect(modeOf(file)).toBe('600')
    expect([modeOf(join(root, 'periodic', 'backups')), modeOf(dir)]).toEqual(['700', '700'])
  })

  it('a backup file is 0600 from the first byte, also when it replaces a readable one', async () => {
    const db = await database(join(root, 'once', 'vetted.db'))
    const file = join(root, 'once', 'copy.db')
    writeFileSync(file, 'an older copy')
    chmodSync(file, 0o644)
    await backupDatabase(db, file)
    expect(modeOf(file)).toBe('600')
  })

  it('`npm run backup -- <file>` writes 0600 into a folder it creates as 0700', async () => {
    const path = join(root, 'command', 'vetted.db')
    await (await database(path)).close()
    const target = join(root, 'command', 'off-site', 'copy.db')
    const run = spawnSync('sh', ['-c', 'umask 000 && exec node --import tsx api/ops/backup-command.ts "$0"', target], {
      env: { ...process.env, DATABASE_PATH: path }, encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    expect([modeOf(target), modeOf(join(root, 'command', 'off-site'))]).toEqual(['600', '700'])
  }, 30_000)

  it('a restore leaves the restored database and the one it replaced 0600', async () => {
    const path = join(root, 'restore', 'vetted.db')
    const db = await database(path)
    const backup = join(root, 'restore', 'backup.db')
    await backupDatabase(db, backup)
    await db.close()
    chmodSync(backup, 0o644) // a copy brought back from elsewhere
    chmodSync(path, 0o644)
    const { replaced } = await restoreDatabase(backup, path)
    expect([modeOf(path), modeOf(replaced!)]).toEqual(['600', '600'])
  })

  it('MAIL_DIR files are 0600 in a folder of 0700', async () => {
    const { sendMail } = await import('../../api/mail/mailer')
    const { defaultConfig } = await import('../../api/context')
    const db = await database(join(root, 'mail', 'vetted.db'))
    const mailDir = join(root, 'mail', 'outbox', 'files')
    mkdirSync(join(root, 'mail', 'outbox'), { recursive: true }) // the parent exists; the folder is new
    await sendMail(db, defaultConfig({ mailDir, log: () => {} }), { to: 'a@example.com', subject: 'Hi', body: 'Hello' })
    expect(modeOf(mailDir)).toBe('700')
    expect(readdirSync(mailDir).map((name) => modeOf(join(mailDir, name)))).toEqual(['600'])
  })
})
