// The HTTP server listens at once and answers 503 (api/health.ts startingHandler) until the app is
// ready, so a load balancer or a script waits for a server that can really answer.
import { createServer, type RequestListener, type Server } from 'node:http'
import { startingHandler } from '../health'

export interface StartingServer {
  server: Server
  /** Hands every later request to the app. */
  serve: (app: RequestListener) => void
}

export async function listenStarting(port: number): Promise<StartingServer> {
  let handler: RequestListener = startingHandler
  const server = createServer((req, res) => handler(req, res))
  // Node closes an idle keep-alive connection after 5 s, and a client that reuses it at that moment gets
  // ECONNRESET (seen from the e2e API clients; proxies and load balancers pool connections the same
  // way). Idle connections stay open longer than such clients keep them; headers must outlast it.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await new Promise<void>((done) => server.listen(port, done))
  return { server, serve: (app) => (handler = app) }
}
