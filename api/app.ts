// Builds the Express app (no listen): security headers, protocol version, CSRF, session, body parsing
// and idempotency middleware, every API router, the built web app, and the error handler last.
import express from 'express'
import type { AppContext } from './context'
import { healthRoutes } from './health'
import { requestLogging } from './log/logger'
import { allowedHostsOnly } from './middleware/allowed-hosts'
import { compressAnswers } from './http/compress'
import { loadSession } from './middleware/auth'
import { jsonBody } from './middleware/body'
import { DEFAULT_BODY_LIMIT, bodyLimits } from './middleware/body-limits'
import { errorHandler, notFoundApi } from './middleware/error-handler'
import { clientMutations } from './middleware/client-mutations'
import { idempotency } from './middleware/idempotency'
import { protocolVersion } from './middleware/protocol-version'
import { sameOrigin } from './middleware/same-origin'
import { securityHeaders } from './middleware/security-headers'
import { staticWeb } from './static-web'
import { authRoutes } from './auth/auth-routes'
import { usersRoutes } from './users/users-routes'
import { vendorsRoutes } from './vendors/vendors-routes'
import { categoriesRoutes } from './categories/categories-routes'
import { productsRoutes } from './products/products-routes'
import { pricingRoutes } from './pricing/pricing-routes'
import { importRoutes } from './imports/import-routes'
import { blogRoutes } from './blog/blog-routes'
import { resourcesRoutes } from './resources/resources-routes'
import { featuredComparisonsRoutes } from './featured/featured-comparisons-routes'
import { contactRoutes } from './contact/contact-routes'
import { favoritesRoutes } from './favorites/favorites-routes'
import { cartRoutes } from './cart/cart-routes'
import { boardsRoutes } from './boards/boards-routes'
import { commentsRoutes } from './boards/comments-routes'
import { teamRoutes } from './boards/team-routes'
import { historyRoutes } from './boards/history-routes'
import { ordersRoutes } from './orders/orders-routes'
import { vendorNotesRoutes } from './vendor-notes/vendor-notes-routes'
import { workspacesRoutes } from './workspaces/workspaces-routes'
import { subscriptionsRoutes } from './renewals/subscriptions-routes'
import { documentsRoutes } from './vendor-documents/documents-routes'
import { syncRoutes } from './sync/sync-routes'
import { snapshotRoutes } from './sync/snapshot-routes'
import { liveEventsRoutes } from './sync/live/live-routes'
import { pushRoutes } from './sync/push-routes'
import { inProcess } from './http/in-process'
import { inSequence } from './http/in-sequence'
import { publicAnswersOf } from './http/public-answers'
import { routersBySegment } from './http/routers-by-segment'

export async function createApp(ctx: AppContext) {
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false) // API answers are no-store; hashing every body for an ETag is wasted work
  app.set('trust proxy', process.env.TRUST_PROXY === 'true' ? 1 : false)
  // What every call passes through, as one layer (api/http/in-sequence.ts).
  app.use(inSequence([
    ...(ctx.config.logger ? [requestLogging(ctx.config.logger)] : []),
    securityHeaders(),
    allowedHostsOnly(ctx.config.allowedHosts),
    compressAnswers(),
  ]))

  // Every API call's middleware and routers live in one router mounted once at /api: each layer of
  // its own is matched without cutting /api off the URL and putting it back, as a mount per layer does.
  const api = express.Router()
  api.use(inSequence([
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store')
      next()
    },
    // First, so an out-of-date app hears "reload" whatever else is wrong with its call.
    protocolVersion(),
    sameOrigin(ctx.config.allowedOrigins),
    // Who is calling (the cookie only) before any body is read, so the calls that take large bodies
    // refuse visitors and members unread (api/middleware/body-limits.ts); every other call gets the
    // small default. Each parser refuses deep nesting before the Idempotency-Key hash runs.
    loadSession(ctx),
    bodyLimits(),
    jsonBody(DEFAULT_BODY_LIMIT),
    await idempotency(ctx.db),
    clientMutations(ctx.db),
    // Last: a kept answer goes only to a call every check above has let through.
    publicAnswersOf(ctx.db).serve(),
  ]))

  // The resource routers, in this order for each call, but only those that declare the call's first
  // path segment (api/http/routers-by-segment.ts).
  api.use(routersBySegment([
    healthRoutes,
    authRoutes, usersRoutes, importRoutes, vendorsRoutes, categoriesRoutes, productsRoutes, pricingRoutes,
    blogRoutes, resourcesRoutes, featuredComparisonsRoutes, contactRoutes, favoritesRoutes, cartRoutes,
    boardsRoutes, teamRoutes, commentsRoutes, historyRoutes, ordersRoutes, vendorNotesRoutes, workspacesRoutes, subscriptionsRoutes, documentsRoutes,
    syncRoutes, liveEventsRoutes, snapshotRoutes,
  ].map((routes) => routes(ctx))))
  // A batch's changes are sent through this app itself, each as its own REST call.
  api.use(pushRoutes(ctx, inProcess(app)))
  api.use(notFoundApi)
  app.use('/api', api)

  if (ctx.config.webRoot) app.use(staticWeb(ctx.config.webRoot))
  app.use(errorHandler(ctx.config))
  return app
}
