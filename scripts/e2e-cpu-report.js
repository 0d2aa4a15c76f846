// `npm run e2e:cpu -- <log>`: sums a log that `E2E_CPU_LOG=<log> npx playwright test` wrote
// (tests/e2e/cpu-probe.ts): the run's CPU, the cheapest tests (about what opening the app costs), and
// the files and tests that cost the most.
import { readFileSync } from 'node:fs'

const rows = readFileSync(process.argv[2], 'utf8').trim().split('\n').map((line) => {
  const [cpu, wall, file, title] = line.split('\t')
  return { cpu: Number(cpu), wall: Number(wall), file, title }
})
const sum = (list) => list.reduce((total, r) => total + r.cpu, 0)
const sorted = [...rows].sort((a, b) => a.cpu - b.cpu)
const median = sorted[Math.floor(sorted.length / 2)]?.cpu ?? 0
console.log(`${rows.length} tests, ${sum(rows).toFixed(0)} CPU-s; median ${median.toFixed(2)} s; cheapest tenth up to ${sorted[Math.floor(sorted.length / 10)]?.cpu.toFixed(2)} s`)
const files = new Map()
for (const r of rows) files.set(r.file, [...(files.get(r.file) ?? []), r])
console.log('\nCPU-s  tests  file')
for (const [file, list] of [...files].sort((a, b) => sum(b[1]) - sum(a[1])).slice(0, 20)) console.log(`${sum(list).toFixed(1).padStart(6)} ${String(list.length).padStart(5)}  ${file}`)
console.log('\nCPU-s  test')
for (const r of [...rows].sort((a, b) => b.cpu - a.cpu).slice(0, 15)) console.log(`${r.cpu.toFixed(1).padStart(6)}  ${r.file} > ${r.title}`)
