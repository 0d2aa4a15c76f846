// The type of an open database, apart from the code that opens it (api/db/connection.ts), so that
// modules the connection itself uses (api/db/commit-notices.ts) can name it without importing it back.
import type Database from 'better-sqlite3'

export type Db = Database.Database
