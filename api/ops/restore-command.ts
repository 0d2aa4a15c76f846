// `npm run restore -- <file>`: puts a backup in place of the SQLite database at DATABASE_PATH. The server
// must be stopped. The restored database gets a new epoch, so every device rebuilds its copy (docs/sync.md).
// `npm run restore -- --renew-epoch`, with DATABASE_URL: the same renewal for a PostgreSQL database
// that pg_restore filled (api/ops/renew-restored-database.ts).
import { resolve } from 'node:path'
import { ConfigError } from '../config-error'
import { BackupError, restoreDatabase } from '../db/backup'
import { PostgresDb } from '../db/postgres-db'
import { RESTORE_ID_GAP } from '../db/restore-ids'
import { databaseFrom } from './database-path'
import { renewRestoredDatabase } from './renew-restored-database'

const [arg] = process.argv.slice(2)
const gap = RESTORE_ID_GAP.toLocaleString('en')
try {
  const database = databaseFrom()
  if (database.engine === 'postgres') {
    if (arg !== '--renew-epoch') throw new BackupError('With DATABASE_URL, restore a pg_dump with pg_restore (servers stopped), then run: npm run restore -- --renew-epoch')
    const db = PostgresDb.connect(database.url)
    try {
      const { epoch, applied, sequences } = await renewRestoredDatabase(db)
      console.log(`Renewed the ${database.name}: new database epoch ${epoch} (devices will rebuild their copies).`)
      if (applied.length) console.log(`Applied ${applied.join(', ')}`)
      console.log(`New ids jump by ${gap}, past any the database handed out before it was restored (${sequences.length} identity sequences moved on too).`)
    } finally {
      await db.close()
    }
  } else {
    if (arg === '--renew-epoch') throw new BackupError('--renew-epoch renews a PostgreSQL database (DATABASE_URL) after pg_restore; on SQLite, npm run restore -- <file> renews the epoch itself')
    const target = database.path
    if (!arg) throw new BackupError('Usage: npm run restore -- <file>   (replaces DATABASE_PATH, default ./data/marketplace.db; stop the server first)')
    const { replaced, epoch, idGap } = await restoreDatabase(resolve(arg), target)
    console.log(`Restored ${resolve(arg)} to ${target} (new database epoch ${epoch}: devices will rebuild their copies).`)
    if (replaced) console.log(`The database it replaced is kept as ${replaced}`)
    if (idGap) console.log(`The database it replaced could not be read: new ids jump by ${gap}, past any it handed out.`)
  }
} catch (err) {
  if (!(err instanceof BackupError) && !(err instanceof ConfigError)) throw err
  console.error(`Restore refused: ${err.message}`)
  process.exit(1)
}
