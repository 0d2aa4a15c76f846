// Who a pull may still ask the feed for: the person it was made for, until their sign-out begins.
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { signOut, stillSignedInAs, useSession, type SessionUser } from './session'

const person: SessionUser = { id: 7, username: 'ana', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', role: 'user' }

beforeEach(() => {
  const stored = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  })
  useSession.setState({ user: person, known: true, checkedAt: Date.now() })
})
afterEach(() => vi.unstubAllGlobals())

it('a person stops being signed in for their pulls as their sign-out begins, before the server answers it', async () => {
  let answerLogout!: (res: Response) => void
  const fetchImpl = vi.fn(() => new Promise<Response>((resolve) => (answerLogout = resolve)))
  const forPerson = stillSignedInAs(person.id)
  const forVisitor = stillSignedInAs(null)
  expect(forPerson()).toBe(true)
  expect(forVisitor()).toBe(false)

  const signingOut = signOut(fetchImpl)
  await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalled())
  expect(useSession.getState().user?.id).toBe(person.id) // still shown until the server was told
  expect(forPerson()).toBe(false)

  answerLogout(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }))
  await signingOut
  expect(forPerson()).toBe(false)
  expect(forVisitor()).toBe(true)
})
