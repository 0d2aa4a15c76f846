// Where the database is: DATABASE_PATH, default ./data/marketplace.db (README, "Runtime settings").
import { resolve } from 'node:path'

export const databasePathFrom = (env: Record<string, string | undefined> = process.env): string =>
  resolve(env.DATABASE_PATH || './data/marketplace.db')
