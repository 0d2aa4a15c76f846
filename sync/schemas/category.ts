// Catalogue categories (the seven vendor categories), with the vendor count computed by the server.
import { z } from 'zod'
import { rowMeta } from './common'

export const categorySchema = z.object({
  ...rowMeta,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number(),
  /** Vendors whose category matches this slug; REST answers only, clients count locally. */
  count: z.number().optional(),
})
export type Category = z.infer<typeof categorySchema>
