// Accounts: sign-in, registration, password reset, changing one's own password and the admin's user
// management. Messages are exact texts, word for word; the web forms use these same schemas. A new password
// needs 8 characters at least (ASVS 5.0 V6.2.1); the server also refuses the most common ones
// (api/auth/common-passwords.ts).
import { z } from 'zod'
import { email, flag, optionalText, rowMeta } from './common'

export const ROLES = ['user', 'admin'] as const
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const USERNAME_MIN = 3

const username = z
  .string()
  .trim()
  .min(USERNAME_MIN, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, numbers, dots, dashes and underscores')
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, 'Password must be at most 128 characters')
const name = optionalText(100)
/** Older clients say "member"; the server stores it as "user". */
const role = z.preprocess((v) => (v === 'member' ? 'user' : v), z.enum(ROLES, "Role must be 'user' or 'admin'"))

/** A field left out entirely reads as empty, so it gets the "... is required" message. */
const orEmpty = (v: unknown) => v ?? ''

export const loginSchema = z.object({
  username: z.preprocess(orEmpty, z.string().trim().min(1, 'Username is required').max(254)),
  password: z.preprocess(orEmpty, z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Password must be at most 128 characters')),
})
export const registerSchema = z.object({ username, email, password, firstName: name, lastName: name })
export const passwordResetRequestSchema = z.object({ email })
export const passwordResetSchema = z.object({
  token: z.preprocess(orEmpty, z.string().trim().min(1, 'Reset token is required').max(200)),
  password,
})
/** The reset form adds a confirmation the server never sees. */
export const passwordResetFormSchema = passwordResetSchema
  .extend({ confirmPassword: z.string().min(PASSWORD_MIN, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] })

/** Changing one's own password: the current one proves it is the account's owner at the keyboard. */
export const changePasswordSchema = z.object({
  currentPassword: z.preprocess(orEmpty, z.string().min(1, 'Current password is required').max(PASSWORD_MAX, 'Password must be at most 128 characters')),
  newPassword: password,
})
/** The change form adds a confirmation the server never sees. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] })

export const userCreateSchema = z.object({ username, email, password, firstName: name, lastName: name, role: role.optional() })
export const userUpdateSchema = z.object({
  username: username.optional(),
  email: email.optional(),
  firstName: name,
  lastName: name,
  role: role.optional(),
  isActive: flag.optional(),
})
export const adminPasswordResetSchema = z.object({ password })

export const userSchema = z.object({
  ...rowMeta,
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  createdAt: z.string(),
})
export type User = z.infer<typeof userSchema>
