// MAIL_DIR files are deleted like the mail outbox's rows (docs/security.md, "Abuse"): a message kept
// in full (a password reset link, a registration notice) is gone after 24 hours, so whoever can make
// the server send mail cannot fill its disk, and old links do not pile up. Only the server's own files
// go: anything else an operator keeps in the folder stays.
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sendMail } from '../../api/mail/mailer'
import { runMaintenance } from '../../api/maintenance'
import { makeHarness } from '../api/harness'

describe('MAIL_DIR', () => {
  it('hourly maintenance deletes the server\'s mail files older than 24 hours, and nothing else', async () => {
    const h = await makeHarness()
    const dir = h.config.mailDir!
    await sendMail(h.db, h.config, { to: 'old@example.com', subject: 'Old', body: 'Reset link: https://x/reset-password?token=abc' })
    const [old] = readdirSync(dir)
    await sendMail(h.db, h.config, { to: 'new@example.com', subject: 'New', body: 'Hello' })
    const recent = readdirSync(dir).find((name) => name !== old)!
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
    utimesSync(join(dir, old), twoDaysAgo, twoDaysAgo)
    const operators = join(dir, 'README.txt')
    writeFileSync(operators, 'Forward these by hand.')
    utimesSync(operators, twoDaysAgo, twoDaysAgo)

    await runMaintenance(h.db, h.config)
    expect(readdirSync(dir).sort()).toEqual(['README.txt', recent].sort())
    expect(existsSync(join(dir, old))).toBe(false)
  })

  it('a MAIL_DIR that does not exist yet is no error', async () => {
    const h = await makeHarness({ mailDir: join('/tmp', `vetted-no-mail-${process.pid}-${Date.now()}`) })
    await expect(runMaintenance(h.db, h.config)).resolves.toBeUndefined()
  })
})
