// TODO(issue 2): routes not written yet.
import { Router } from 'express'
import type { AppContext } from '../context'

export function usersRoutes(_ctx: AppContext): Router {
  return Router()
}
