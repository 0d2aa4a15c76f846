// The production entry point as `npm start` runs it (api/server.ts in its own process): a missing
// database file is created, migrated and seeded while /api/health answers 503; idle keep-alive
// connections outlive the clients that reuse them (Node's 5 s default reset pooled API clients
// mid-request); the log is JSON lines with request ids and no reset token; SIGTERM stops it cleanly,
// open live event streams included.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, get, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openLiveStream } from './live-stream'
import { APP_VERSION } from '../../api/health'
import { mailsInFolder } from '../../api/mail/mailer'

const PORT = 3900 + Math.floor(Math.random() * 90)
const dir = mkdtempSync(join(tmpdir(), 'vetted-server-'))
let server: ChildProcess
let log = ''
/** The statuses /api/health answered while the server started, in order. */
const healthWhileStarting: number[] = []

function request(path: string, agent?: Agent, headers: Record<string, string> = {}): Promise<{ res: IncomingMessage; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: PORT, path, agent, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ res, body }))
    }).on('error', reject)
  })
}

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env, PORT: String(PORT), DATABASE_PATH: join(dir, 'vetted.db'), ADMIN_PASSWORD: 'server-process-test', WEB_DIST: join(dir, 'no-web'),
      MAIL_DIR: join(dir, 'mail'), LOG_LEVEL: 'info', LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${log}`)))
    const poll = () =>
      request('/api/health').then(
        ({ res }) => (healthWhileStarting.push(res.statusCode!), res.statusCode === 200 ? resolve() : setTimeout(poll, 20)),
        () => setTimeout(poll, 20), // not listening yet
      )
    void poll()
  })
}, 40_000)

afterAll(() => {
  server.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

test('/api/health answers 503 while the database is migrated and seeded, then 200 with the version, engine and epoch', async () => {
  expect(healthWhileStarting[0]).toBe(503)
  expect(healthWhileStarting.at(-1)).toBe(200)
  expect(healthWhileStarting.filter((s) => s !== 503 && s !== 200)).toEqual([])
  const { body } = await request('/api/health')
  const health = JSON.parse(body)
  expect(health).toEqual({ status: 'ok', version: APP_VERSION, engine: 'sqlite', epoch: expect.stringMatching(/^[0-9a-f]{16}$/), feedCursor: expect.stringMatching(/^[0-9a-f]{16}\.\d+$/) })
  expect(health.feedCursor.startsWith(`${health.epoch}.`)).toBe(true)
})

test('every log line is JSON; a request\'s lines carry its id, answered as X-Request-Id; a reset token never reaches the log', async () => {
  const base = `http://127.0.0.1:${PORT}`
  const res = await fetch(`${base}/api/auth/password-reset-request`, {
    method: 'POST', headers: { Origin: base, 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@vetted.example' }),
  })
  expect(res.status).toBe(200)
  const id = res.headers.get('x-request-id')!
  expect(id).toMatch(/^[\w-]{20,}$/)
  const mailDir = join(dir, 'mail')
  await expect.poll(() => mailsInFolder(mailDir).length).toBe(1)
  const token = /reset-password\?token=([\w-]+)/.exec(mailsInFolder(mailDir)[0])![1]
  await request(`/reset-password?token=${token}`) // the page the mailed link opens
  // The server writes a request's last line as its answer finishes: it can reach the log after the answer.
  const linesOf = (reqId: string) => log.trim().split('\n').map((line) => JSON.parse(line) as { reqId?: string; msg: string; url?: string }).filter((l) => l.reqId === reqId)
  await expect.poll(() => linesOf(id).map((l) => l.msg)).toEqual([expect.stringMatching(/^Mail to admin@vetted.example: Reset your Vetted password \(in full in /), 'request completed'])
  expect(linesOf(id)[0].msg).toContain('reset-password?token=[redacted]')
  await expect.poll(() => log.includes('"url":"/reset-password?token=[redacted]"')).toBe(true)
  expect(log).not.toContain(token)
  // A proxy's own id is kept.
  expect((await request('/api/health', undefined, { 'X-Request-Id': 'proxy-id-42' })).res.headers['x-request-id']).toBe('proxy-id-42')
})

test('a first start creates, migrates and seeds the database, then answers the API', async () => {
  expect(log).toContain('Seeded the demo catalogue: 42 vendors')
  const { res, body } = await request('/api/vendors')
  expect(res.statusCode).toBe(200)
  expect((JSON.parse(body) as unknown[]).length).toBe(42)
})

test('an idle keep-alive connection is kept longer than a client pool holds it, and is reused', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const first = await request('/api/health', agent)
  expect(first.res.headers['keep-alive']).toBe('timeout=65')
  const socket = first.res.socket
  const second = await request('/api/health', agent)
  expect(second.res.statusCode).toBe(200)
  expect(second.res.socket).toBe(socket)
  agent.destroy()
})

test('SIGTERM closes the server and the process exits 0, ending open live event streams', async () => {
  // An open stream never ends by itself: left alone it would hold server.close() open for ever.
  const live = await openLiveStream(`http://127.0.0.1:${PORT}`)
  expect(live.status).toBe(200)
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  server.kill('SIGTERM')
  expect(await exited).toBe(0)
  expect(live.ended).toBe(true)
})
