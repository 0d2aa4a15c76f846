import { describe, expect, it } from 'vitest'
import { resourceCreateSchema } from '../../../../sync/schemas'
import { resourceFormValues, resourceInput } from './resource-form-values'

describe('resource form values → resource input', () => {
  it("splits tags on commas, trims them, drops empty ones, and sends category 'none' as absent", () => {
    const parsed = resourceCreateSchema.parse(resourceInput({ ...resourceFormValues(), title: 'Guide', description: 'Text', tags: 'a, b ,, c ,' }))
    expect(parsed.tags).toEqual(['a', 'b', 'c'])
    expect(parsed.categoryId).toBeNull()
    expect(parsed.resourceTypeId).toBe(1) // the default type
  })

  it('reports a missing title and description', () => {
    const result = resourceCreateSchema.safeParse(resourceInput(resourceFormValues()))
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['title', 'description'])
  })
})
