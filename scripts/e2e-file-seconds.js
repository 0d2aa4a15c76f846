// `npm run e2e:weights -- <report.json>`: rewrites tests/e2e/file-seconds.json, the seconds each e2e
// file took, from a Playwright JSON report of a whole run (PLAYWRIGHT_JSON_OUTPUT_NAME=report.json
// npx playwright test --reporter=list,json). playwright.config.ts balances its shards with them.
import { readFileSync, writeFileSync } from 'node:fs'

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const seconds = {}
function visit(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const ms = test.results.reduce((sum, r) => sum + r.duration, 0)
      seconds[spec.file] = (seconds[spec.file] ?? 0) + ms / 1000
    }
  }
  for (const child of suite.suites ?? []) visit(child)
}
report.suites.forEach(visit)
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)).map(([f, s]) => [f, Math.round(s)]))
writeFileSync('tests/e2e/file-seconds.json', `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`${Object.keys(sorted).length} files, ${Object.values(sorted).reduce((a, b) => a + b, 0)} s in all`)
