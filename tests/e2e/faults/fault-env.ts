// The fixture every fault spec uses: the file gets its own server child process and a fault proxy in
// front of it (started with the file's first test, both closed in afterAll), and the browser context's
// baseURL is the proxy's address, so every request of the page (app shell and API) and of page.request
// passes it.
import { rmSync } from 'node:fs'
import { test as base } from '../base-test'
import { startFaultProxy, type FaultProxy } from './fault-proxy'
import { startServer, type ServerProcess } from './server-process'

export interface FaultFixtures {
  server: ServerProcess
  /** Not `proxy`: that is Playwright's own option (an HTTP proxy for the browser). */
  faultProxy: FaultProxy
}

/** Call once at the top of a spec file; `name` labels its database file under .tmp/. */
export function faultTest(name: string) {
  // Started by the first fixture that needs it, not in a beforeAll: Playwright's own context fixtures
  // (tracing) read baseURL, so it is asked for before any beforeAll of the file runs.
  let started: Promise<FaultFixtures> | undefined
  const start = async (metadata: unknown): Promise<FaultFixtures> => {
    // The shard's own copy of the built app (playwright.config.ts): the base folder may be rebuilt by
    // pwa.spec.ts in another shard meanwhile.
    const server = await startServer({ name, webDist: (metadata as { webDist?: string } | undefined)?.webDist })
    return { server, faultProxy: await startFaultProxy(server.port) }
  }

  // A file whose tests all went as expected leaves no database behind (each run makes a new one).
  let keepDatabase = false
  base.afterAll(async () => {
    const env = await started?.catch(() => undefined)
    await env?.faultProxy.close()
    await env?.server.kill('SIGKILL')
    if (env && !keepDatabase) for (const suffix of ['', '-wal', '-shm']) rmSync(env.server.databasePath + suffix, { force: true })
  })

  return base.extend<FaultFixtures>({
    server: async ({}, use, testInfo) => use((await (started ??= start(testInfo.project.metadata))).server),
    faultProxy: async ({}, use, testInfo) => {
      const { server, faultProxy: proxy } = await (started ??= start(testInfo.project.metadata))
      proxy.passThrough()
      const from = proxy.log.length
      await use(proxy)
      proxy.passThrough()
      keepDatabase ||= testInfo.status !== testInfo.expectedStatus
      // The evidence for a failure: what the proxy did with each request, and what the server said.
      if (testInfo.status !== 'passed') {
        await testInfo.attach('proxy-log.json', { body: JSON.stringify(proxy.log.slice(from), null, 1), contentType: 'application/json' })
        await testInfo.attach('server-output.txt', { body: server.output(), contentType: 'text/plain' })
      }
    },
    // Through the proxy fixture, so every test starts with the proxy passing traffic untouched.
    baseURL: async ({ faultProxy }, use) => use(faultProxy.url),
  })
}
