// The floor npm run bench:overhead compares the real server against: Express with its defaults and
// better-sqlite3 alone, answering GET /api/vendors/{slug} with the row read from the same file by one
// prepared statement, as stored (no headers, logging, session, compression or row shaping).
import Database from 'better-sqlite3'
import express from 'express'

const db = new Database(process.env.DATABASE_PATH, { readonly: true, fileMustExist: true })
const bySlug = db.prepare('SELECT * FROM vendors WHERE slug = ?')

const app = express()
app.get('/api/health', (_req, res) => {
  res.json({ status: 'ok' })
})
app.get('/api/vendors/:slug', (req, res) => {
  const row = bySlug.get(req.params.slug)
  if (!row) return void res.status(404).json({ message: 'Vendor not found' })
  res.json(row)
})
const server = app.listen(Number(process.env.PORT))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
