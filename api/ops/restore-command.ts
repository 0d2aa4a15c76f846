// `npm run restore -- <file>`: puts a backup in place of the database at DATABASE_PATH. The server must
// be stopped. The restored database gets a new epoch, so every device rebuilds its copy (docs/sync.md).
import { resolve } from 'node:path'
import { BackupError, restoreDatabase } from '../db/backup'
import { RESTORE_ID_GAP } from '../db/restore-ids'
import { databasePathFrom } from './database-path'

const [file] = process.argv.slice(2)
const target = databasePathFrom()
try {
  if (!file) throw new BackupError('Usage: npm run restore -- <file>   (replaces DATABASE_PATH, default ./data/marketplace.db; stop the server first)')
  const { replaced, epoch, idGap } = await restoreDatabase(resolve(file), target)
  console.log(`Restored ${resolve(file)} to ${target} (new database epoch ${epoch}: devices will rebuild their copies).`)
  if (replaced) console.log(`The database it replaced is kept as ${replaced}`)
  if (idGap) console.log(`The database it replaced could not be read: new ids jump by ${RESTORE_ID_GAP.toLocaleString('en')}, past any it handed out.`)
} catch (err) {
  if (!(err instanceof BackupError)) throw err
  console.error(`Restore refused: ${err.message}`)
  process.exit(1)
}
