// Where vendor documents' bytes live: a private folder beside the database file (0700, files 0600:
// api/db/private-files.ts), never under the web root, each under a random name the server chose, so
// nothing a caller sends becomes a path. Only the download route reads them, after its checks.
import { randomBytes } from 'node:crypto'
import { createReadStream, rmSync, writeFileSync, type ReadStream } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { AppContext } from '../context'
import { createPrivateFile, ensurePrivateDir } from '../db/private-files'
import { sqliteOf } from '../db/sqlite-db'

/** The folder of the documents: in the server's files folder, by default the SQLite database file's own. */
export function documentsDir({ db, config }: AppContext): string {
  return join(config.filesDir ?? dirname(resolve(sqliteOf(db).name)), 'vendor-documents')
}

/** Writes the bytes under a new random name, private from the first byte; returns the name. */
export function storeDocumentFile(ctx: AppContext, bytes: Buffer): string {
  const dir = documentsDir(ctx)
  ensurePrivateDir(dir)
  const name = randomBytes(16).toString('hex')
  const file = join(dir, name)
  createPrivateFile(file)
  writeFileSync(file, bytes)
  return name
}

export function readDocumentFile(ctx: AppContext, storedName: string): ReadStream {
  return createReadStream(join(documentsDir(ctx), storedName))
}

export function removeDocumentFile(ctx: AppContext, storedName: string): void {
  rmSync(join(documentsDir(ctx), storedName), { force: true })
}
