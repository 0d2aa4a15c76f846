// Prints, as the very last lines of a run, why each failed or flaky test failed: the line reporter
// prints an error where it happens, hundreds of lines above the end, and CI keeps only the end.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const MAX_LINES = 8

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
    this.failures.push(`- ${where} › ${test.titlePath().slice(3).join(' › ')}${attempt}${at}\n    ${error}`)
  }

  onEnd(result: FullResult): void {
    if (!this.failures.length) return
    console.log(`\nFailure digest (${result.status}):\n${this.failures.join('\n')}`)
  }

  printsToStdio(): boolean {
    return true
  }
}
