// Acknowledged writes survive the server process being killed (SIGKILL, no chance to close anything)
// in the middle of a stream of writes: every vendor the server answered 201 for is there after a
// restart. (A power loss cannot be staged in a test; synchronous = FULL, api/db/connection.ts, is what
// makes the same hold for it: each commit is on disk before its answer is sent.)
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startServer, type ServerProcess } from '../e2e/faults/server-process'
import { signInAdmin } from './server-client'

let server: ServerProcess
beforeAll(async () => {
  server = await startServer({ name: 'crash', webDist: 'dist/no-web' })
}, 60_000)
afterAll(async () => await server?.kill())

test('SIGKILL under write load loses no write that was answered 201', async () => {
  const admin = await signInAdmin(server)
  const acknowledged: string[] = []
  let stop = false
  // Four writers at once: some requests are in flight (committed or not) when the process dies.
  const writers = [0, 1, 2, 3].map(async (w) => {
    for (let i = 0; !stop; i++) {
      const name = `Crash Writer ${w}-${i}`
      const status = await admin.createVendor(name)
      if (status === 201) acknowledged.push(name)
      else if (status === 0) return // no answer: the server is gone
      else throw new Error(`unexpected ${status}`)
    }
  })
  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(40)
  await server.kill('SIGKILL')
  stop = true
  await Promise.all(writers)
  await server.restart()
  const stored = new Set(server.query<{ name: string }>("SELECT name FROM vendors WHERE name LIKE 'Crash Writer %'").map((r) => r.name))
  expect(acknowledged.filter((name) => !stored.has(name))).toEqual([])
  expect(server.query<{ ok: string }>('PRAGMA integrity_check').map((r) => Object.values(r)[0])).toEqual(['ok'])
}, 90_000)
