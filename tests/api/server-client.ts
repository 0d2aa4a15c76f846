// Calls to a server child process (tests/e2e/faults/server-process.ts) as its administrator would make
// them from the browser: same-origin header, session cookie, JSON.
import { ADMIN_PASSWORD, type ServerProcess } from '../e2e/faults/server-process'
import { vendorBody } from './harness'

export interface AdminClient {
  base: string
  /** POST /api/vendors with a vendor of this name; the answer's status (0 when there was no answer). */
  createVendor: (name: string) => Promise<number>
}

export async function signInAdmin(server: ServerProcess): Promise<AdminClient> {
  const base = `http://127.0.0.1:${server.port}`
  const json = { 'Content-Type': 'application/json', Origin: base }
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) })
  if (login.status !== 200) throw new Error(`admin sign-in answered ${login.status}: ${await login.text()}`)
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  const createVendor = async (name: string) => {
    try {
      const res = await fetch(`${base}/api/vendors`, { method: 'POST', headers: { ...json, Cookie: cookie }, body: JSON.stringify(vendorBody({ name })) })
      await res.arrayBuffer()
      return res.status
    } catch {
      return 0
    }
  }
  return { base, createVendor }
}
