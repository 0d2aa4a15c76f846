// Prints, as the very last lines of a run, why each failed or flaky test failed: the line reporter
// prints an error where it happens, hundreds of lines above the end, and CI keeps only the end. The
// end of what the page logged comes with it, and every attachment a test wrote itself (the page's console,
// a fault spec's proxy log and server output) is kept under test-results/failure-evidence/, since the
// line reporter keeps none of them.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { BROWSER_CONSOLE } from './failure-evidence'

const MAX_LINES = 8
const MAX_CONSOLE_LINES = 12
const EVIDENCE_DIR = 'test-results/failure-evidence'

// Playwright's messages carry terminal colours.
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '')

export default class FailureDigestReporter implements Reporter {
  private readonly failures: string[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    // titlePath: root, project, file, then the describes and the test's own title.
    if (result.status === 'passed' || result.status === 'skipped') return
    const where = `${test.location.file.replace(/^.*tests\/e2e\//, '')}:${test.location.line}`
    const attempt = result.retry > 0 ? ` (attempt ${result.retry + 1})` : ''
    const error = plain(result.error?.message ?? result.status).split('\n').filter((line) => line.trim()).slice(0, MAX_LINES).join('\n    ')
    const at = result.error?.location ? ` at line ${result.error.location.line}` : ''
    const console = result.attachments.find((a) => a.name === BROWSER_CONSOLE)?.body?.toString('utf8').split('\n').slice(-MAX_CONSOLE_LINES)
    const logged = console ? `\n    the page logged (last ${console.length} lines):\n      ${console.join('\n      ')}` : ''
    this.failures.push(`- ${where} › ${test.titlePath().slice(3).join(' › ')}${attempt}${at}\n    ${error}${logged}`)
    keepEvidence(`${where.replace(/[^\w.-]+/g, '-')}-attempt-${result.retry + 1}`, result)
  }

  onEnd(result: FullResult): void {
    if (!this.failures.length) return
    console.log(`\nFailure digest (${result.status}):\n${this.failures.join('\n')}`)
  }

  printsToStdio(): boolean {
    return true
  }
}

function keepEvidence(folder: string, result: TestResult): void {
  const written = result.attachments.filter((a) => a.body !== undefined)
  if (!written.length) return
  const dir = join(EVIDENCE_DIR, folder)
  mkdirSync(dir, { recursive: true })
  for (const a of written) writeFileSync(join(dir, a.name), a.body!)
}
