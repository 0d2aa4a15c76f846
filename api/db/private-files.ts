// Files that hold the database or a copy of it (password hashes, the server's secrets, contact
// messages, the mail outbox, stored answers with emails) are for the server's user only: 0600, in
// folders the server creates as 0700. A mode given when creating is cut by the umask, and files that
// SQLite or an older server created keep theirs, so each mode is also set explicitly.
import { chmodSync, closeSync, existsSync, fchmodSync, mkdirSync, openSync, statSync } from 'node:fs'
import { dirname, relative, sep } from 'node:path'

export const PRIVATE_FILE = 0o600
export const PRIVATE_DIR = 0o700

/** Creates `dir` and its missing parents as 0700. A folder that exists is left as its owner set it. */
export function ensurePrivateDir(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR })
  if (first === undefined) return
  // Each folder created, from the first one down to `dir`.
  let path = first
  chmodSync(path, PRIVATE_DIR)
  for (const part of relative(first, dir).split(sep).filter(Boolean)) chmodSync((path = `${path}${sep}${part}`), PRIVATE_DIR)
}

/** Creates `file` empty if it is missing, and makes it 0600 either way, before anything is written into it. */
export function createPrivateFile(file: string): void {
  ensurePrivateDir(dirname(file))
  const fd = openSync(file, 'a', PRIVATE_FILE)
  try {
    fchmodSync(fd, PRIVATE_FILE)
  } finally {
    closeSync(fd)
  }
}

/** Makes each of `files` that exists 0600. */
export function makePrivate(...files: string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, PRIVATE_FILE)
}

/** Whether users other than the owner may enter or read `dir` (the server warns: the files in it are 0600 anyway). */
export function openToOthers(dir: string): boolean {
  return existsSync(dir) && (statSync(dir).mode & 0o077) !== 0
}
