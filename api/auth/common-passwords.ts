// Refuses passwords that appear on the list of the most common ones (api/auth/common-passwords.txt):
// a length rule alone still lets "password" and "12345678" through, and those fall first to guessing.
// Checked on the server only, so the browser never downloads the list; the forms show the server's
// field message ("This password is too common. Choose another.") like any other.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { badRequest } from '../http/errors'

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.'

let list: Set<string> | undefined

function commonPasswords(): Set<string> {
  if (!list) {
    const text = readFileSync(fileURLToPath(new URL('./common-passwords.txt', import.meta.url)), 'utf8')
    list = new Set(text.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#')))
  }
  return list
}

/** The same password in another letter case or Unicode form is just as common. */
export const isCommonPassword = (password: string) => commonPasswords().has(password.normalize('NFKC').toLowerCase())

/** 400 on the field that carries the new password, so the form shows it under that field. */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE })
}
