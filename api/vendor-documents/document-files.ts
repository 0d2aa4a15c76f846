// Where vendor documents' bytes live: a private folder beside the database file (0700, files 0600:
// api/db/private-files.ts), never under the web root, each under a random name the server chose, so
// nothing a caller sends becomes a path. Only the download route reads them, after its checks.
import { randomBytes } from 'node:crypto'
import { createReadStream, rmSync, writeFileSync, type ReadStream } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Db } from '../db/connection'
import { createPrivateFile, ensurePrivateDir } from '../db/private-files'
import { sqliteOf } from '../db/sqlite-db'

/** The folder of the documents of the database `db` (a file on disk; its folder is the server's own). */
export function documentsDir(db: Db): string {
  return join(dirname(resolve(sqliteOf(db).name)), 'vendor-documents')
}

/** Writes the bytes under a new random name, private from the first byte; returns the name. */
export function storeDocumentFile(db: Db, bytes: Buffer): string {
  const dir = documentsDir(db)
  ensurePrivateDir(dir)
  const name = randomBytes(16).toString('hex')
  const file = join(dir, name)
  createPrivateFile(file)
  writeFileSync(file, bytes)
  return name
}

export function readDocumentFile(db: Db, storedName: string): ReadStream {
  return createReadStream(join(documentsDir(db), storedName))
}

export function removeDocumentFile(db: Db, storedName: string): void {
  rmSync(join(documentsDir(db), storedName), { force: true })
}
