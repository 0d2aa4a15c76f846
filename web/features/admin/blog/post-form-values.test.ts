import { describe, expect, it } from 'vitest'
import { blogPostCreateSchema } from '../../../../sync/schemas'
import { postFormValues, postInput } from './post-form-values'

describe('post form values → blog post input', () => {
  it("splits tags on commas and trims them, parses readTime as an integer and reads category 'none' as no category", () => {
    const values = { ...postFormValues(), title: 'Hello', content: 'Body', tags: ' crm,  sales ,, ai ', readTime: '7', categoryId: 'none' }
    const parsed = blogPostCreateSchema.parse(postInput(values))
    expect(parsed.tags).toEqual(['crm', 'sales', 'ai'])
    expect(parsed.readTime).toBe(7)
    expect(parsed.categoryId).toBeNull()
    expect(parsed.excerpt).toBeNull()
  })

  it('keeps a chosen category id and reports missing title and content', () => {
    const result = blogPostCreateSchema.safeParse(postInput({ ...postFormValues(), categoryId: '4' }))
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['title', 'Title is required'], ['content', 'Content is required']])
    expect(postInput({ ...postFormValues(), categoryId: '4' }).categoryId).toBe(4)
  })
})
