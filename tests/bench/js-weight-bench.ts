// node --import tsx tests/bench/js-weight-bench.ts [--no-build] — only the "JavaScript of `/` until idle,
// gzipped" figure of bench:web, bench:start and bench:lighthouse (tests/bench/web/js-weight.ts), with
// every file it counts. Byte counts do not depend on the machine's load, so one run is enough; it takes
// a build (about a minute) and a few seconds of loading `/`. Port BENCH_JS_PORT (default 3630).
import { buildWeb, freshDatabasePath, startAppServer } from './web/app-server'
import { launchChromium } from './web/browser'
import { measureJsWeight } from './web/js-weight'
import { fmt, table } from './web/report'

const PORT = Number(process.env.BENCH_JS_PORT ?? 3630)
if (!process.argv.includes('--no-build')) await buildWeb({ searchPage: false })
const server = await startAppServer(freshDatabasePath('.tmp/bench-js-weight.db'), PORT)
const browser = await launchChromium()
try {
  const js = await measureJsWeight(browser, server.url)
  const rows = [...js.files].sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((f) => [f.path, fmt(f.bytes / 1024, 1), fmt(f.gzipBytes / 1024, 1), f.beforeLoad ? 'yes' : 'no'])
  console.log(table(['file', 'KB', 'KB gzipped', 'before load'], rows))
  console.log(`\nJS of / until idle, gzipped: ${fmt(js.idleGzipKb, 1)} KB (${js.files.length} files; ${fmt(js.loadGzipKb, 1)} KB before the load event; ${fmt(js.idleRawKb, 1)} KB raw)`)
} finally {
  await browser.close()
  await server.stop()
}
