// What our middleware adds to every request.
import type { IdempotencyKey } from './middleware/idempotency'
import type { ClientMutation } from './sync/clients'
import type { SessionUser } from './auth/sessions'

declare global {
  namespace Express {
    interface Request {
      /** The signed-in, active user, set by loadSession. */
      user?: SessionUser
      /** Hash of the session token, so logout can end exactly this session. */
      sessionHash?: string
      idempotency?: IdempotencyKey
      /** A signed-in device's client id and change number (api/sync/clients.ts). */
      clientMutation?: ClientMutation
      /** Set only by the push call's in-process dispatch of a batch's change (api/sync/push-batch.ts), never from a header. */
      batched?: boolean
    }
  }
}
export {}
