// The production entry point as `npm start` runs it (api/server.ts in its own process): a missing
// database file is created, migrated and seeded; idle keep-alive connections outlive the clients that
// reuse them (Node's 5 s default reset pooled API clients mid-request); SIGTERM stops it cleanly, open
// live event streams included.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, get, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openLiveStream } from './live-stream'

const PORT = 3900 + Math.floor(Math.random() * 90)
const dir = mkdtempSync(join(tmpdir(), 'vetted-server-'))
let server: ChildProcess
let log = ''

function request(path: string, agent?: Agent): Promise<{ res: IncomingMessage; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: PORT, path, agent }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ res, body }))
    }).on('error', reject)
  })
}

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: { ...process.env, PORT: String(PORT), DATABASE_PATH: join(dir, 'vetted.db'), ADMIN_PASSWORD: 'server-process-test', WEB_DIST: join(dir, 'no-web') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const started = () => log.includes('Vetted is listening') && resolve()
    server.stdout!.on('data', started)
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${log}`)))
  })
}, 40_000)

afterAll(() => {
  server.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
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
