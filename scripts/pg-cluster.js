// A throwaway PostgreSQL cluster for the server tests on PostgreSQL (docs/testing.md):
//
//   node scripts/pg-cluster.js start   # prints postgres://postgres@127.0.0.1:<port>/vetted
//   TEST_DATABASE_URL=$(node scripts/pg-cluster.js url) npx vitest run --project server tests/api/x.test.ts
//   node scripts/pg-cluster.js stop    # stops it and deletes its files
//
// The cluster lives in PG_CLUSTER_DIR (default: vetted-pg in the system's temporary folder), listens on
// 127.0.0.1 only, on the first free port from 5433, and trusts local connections: it holds test data
// only. Durability is off (fsync, synchronous_commit), since a crashed test cluster is simply made
// again and each test database costs several fsyncs less. initdb and postgres refuse to run as root:
// as root, they run as the `postgres` user, which must own the cluster's folder.
// Connections: up to 1,000. Each app under test holds a pool (up to 10) and one connection that listens
// for other processes' commits, for as long as its test file runs, and vitest runs files side by side.
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'

const DIR = process.env.PG_CLUSTER_DIR ?? join(tmpdir(), 'vetted-pg')
const DATA = join(DIR, 'data')
const URL_FILE = join(DIR, 'url')
const DATABASE = 'vetted'

/** PG_BIN, else the newest /usr/lib/postgresql/<major>/bin (Debian's layout), else PATH. */
function binary(name) {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name)
  const root = '/usr/lib/postgresql'
  const majors = existsSync(root) ? readdirSync(root).filter((d) => /^\d+$/.test(d)).sort((a, b) => b - a) : []
  return majors.length ? join(root, majors[0], 'bin', name) : name
}

const asRoot = userInfo().uid === 0

/** Runs a PostgreSQL program as the postgres user when this process is root. */
function runPg(name, args) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary(name), ...args]] : [binary(name), args]
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

async function freePort() {
  for (let port = 5433; port < 5533; port++) if (await portIsFree(port)) return port
  throw new Error('No free port between 5433 and 5532.')
}

async function start() {
  if (existsSync(URL_FILE)) return readFileSync(URL_FILE, 'utf8')
  mkdirSync(DATA, { recursive: true, mode: 0o700 })
  if (asRoot) {
    const { uid, gid } = postgresUser()
    chownSync(DIR, uid, gid)
    chownSync(DATA, uid, gid)
  }
  runPg('initdb', ['-D', DATA, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8'])
  const port = await freePort()
  const options = `-p ${port} -k ${DIR} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=1000`
  runPg('pg_ctl', ['-D', DATA, '-o', options, '-l', join(DIR, 'log'), '-w', 'start'])
  runPg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE])
  const url = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`
  writeFileSync(URL_FILE, url)
  return url
}

function stop() {
  if (existsSync(DATA)) runPg('pg_ctl', ['-D', DATA, '-m', 'fast', '-w', 'stop'])
  rmSync(DIR, { recursive: true, force: true })
}

function postgresUser() {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:'))
  if (!line) throw new Error('Running as root needs a `postgres` user to run PostgreSQL as.')
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

const command = process.argv[2]
if (command === 'start') console.log(await start())
else if (command === 'url') {
  if (!existsSync(URL_FILE)) throw new Error('No cluster is running: node scripts/pg-cluster.js start')
  console.log(readFileSync(URL_FILE, 'utf8'))
} else if (command === 'stop') stop()
else {
  console.error('Usage: node scripts/pg-cluster.js start|url|stop')
  process.exit(2)
}
