// Site-wide content: admin-defined featured comparisons and contact messages.
import { z } from 'zod'
import { email, id, optionalText, rowMeta } from './common'
import { ITEM_TYPES } from './buyer'

const comparisonFields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  description: optionalText(2000),
  type: z.enum(ITEM_TYPES, "Type must be 'vendor' or 'product'"),
  items: z
    .array(id)
    .min(2, 'Select at least 2 items')
    .max(20, 'At most 20 items')
    // A repeated id would let one item count twice toward the two-item minimum.
    .refine((ids) => new Set(ids).size === ids.length, 'Each item can be selected only once'),
}
export const featuredComparisonCreateSchema = z.object(comparisonFields)
export const featuredComparisonUpdateSchema = z.object(comparisonFields).partial()
export type FeaturedComparisonInput = z.infer<typeof featuredComparisonCreateSchema>
export type FeaturedComparisonUpdate = z.infer<typeof featuredComparisonUpdateSchema>
export const featuredComparisonSchema = z.object({
  ...rowMeta,
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(ITEM_TYPES),
  items: z.array(z.number()),
  createdAt: z.string(),
})
export type FeaturedComparison = z.infer<typeof featuredComparisonSchema>

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email,
  company: optionalText(200),
  subject: optionalText(200),
  message: z.string().trim().min(10, 'Message must be at least 10 characters').max(5000, 'Message must be at most 5000 characters'),
})
export type ContactMessageInput = z.infer<typeof contactMessageSchema>

export const CONTACT_THANKS = "Thanks for reaching out! We'll get back to you within one business day."

/** A stored contact message as GET /api/admin/contact-messages sends it (not synced, so no version). */
export const contactMessageRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
})
export type ContactMessage = z.infer<typeof contactMessageRecordSchema>
