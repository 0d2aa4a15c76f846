// The Markdown the run prints, and its place in BENCHMARKS.md: only the block between this section's
// markers is replaced, so the hand-written reading around it and other sections (API) stay as they are.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO } from './app-server'

export const SECTION_HEADING = '## Web (npm run bench:web)'

/** A section of BENCHMARKS.md a run writes: its heading and the markers around the written block. */
export interface Section { heading: string; start: string; end: string }
const WEB_SECTION: Section = {
  heading: SECTION_HEADING,
  start: '<!-- bench:web results: start (written by npm run bench:web -- --write) -->',
  end: '<!-- bench:web results: end -->',
}

export const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]
export const verdict = (ok: boolean) => (ok ? 'met' : '**missed**')

/** The commit, and whether the build also held uncommitted work under web/ (it is built too). */
export function builtTree(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8' }).trim()
  return `commit ${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'web').length ? ' plus uncommitted changes under web/' : ''}`
}

/** The command line as run: `npm run <script> -- <its arguments>`. */
export const commandLine = (script: string) => `npm run ${script}${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`

export function table(head: string[], rows: (string | number)[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n')
}

/** Replaces this run's block in BENCHMARKS.md, creating the file or the section when missing. */
export function writeResults(markdown: string, section: Section = WEB_SECTION): string {
  const { heading, start: START, end: END } = section
  const path = join(REPO, 'BENCHMARKS.md')
  const block = `${START}\n${markdown.trim()}\n${END}`
  let text = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n'
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  if (start >= 0 && end > start) text = text.slice(0, start) + block + text.slice(end + END.length)
  else if (text.includes(heading)) text = text.replace(heading, `${heading}\n\n${block}\n`)
  else text = `${text.trimEnd()}\n\n${heading}\n\n${block}\n`
  writeFileSync(path, text)
  return path
}
