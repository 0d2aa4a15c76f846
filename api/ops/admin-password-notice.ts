// The generated administrator password (api/db/seed/admin.ts) is shown once and never enters a log
// file: on a terminal it is printed there, outside the JSON log; when the output goes elsewhere (a
// file, a journal) it is written to a file in FILES_DIR (by default the SQLite database's folder),
// readable by the server's user only, and the log says where.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createPrivateFile } from '../db/private-files'
import type { Logger } from '../log/logger'

export function announceGeneratedPassword(password: string, filesDir: string, logger: Logger, out: NodeJS.WriteStream = process.stdout): void {
  if (out.isTTY) {
    out.write(`\nCreated administrator "admin" with a generated password (shown once): ${password}\n\n`)
    logger.info('Created administrator "admin" with a generated password, printed on the terminal only')
    return
  }
  const file = join(filesDir, 'admin-password.txt')
  createPrivateFile(file)
  writeFileSync(file, `${password}\n`)
  logger.warn(`Created administrator "admin" with a generated password, written to ${file} (readable by this user only): sign in, change it, delete the file`)
}
