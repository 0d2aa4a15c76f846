import { describe, expect, it } from 'vitest'
import type { Category, Resource } from '../../../../sync/schemas'
import { filterResources } from './resource-filters'

const categories = [{ id: 1, slug: 'security' }, { id: 2, slug: 'hr' }] as Category[]
const resource = (id: number, published: boolean, categoryId: number | null) => ({ id, published, categoryId }) as Resource
const resources = [resource(1, true, 1), resource(2, false, 1), resource(3, true, 2), resource(4, true, null)]
const ids = (list: Resource[]) => list.map((r) => r.id)

describe('filterResources (category slug or all; all, published or drafts)', () => {
  it('keeps everything with both filters on all', () => expect(ids(filterResources(resources, categories, 'all', 'all'))).toEqual([1, 2, 3, 4]))
  it('filters by category slug', () => expect(ids(filterResources(resources, categories, 'security', 'all'))).toEqual([1, 2]))
  it('filters by published state', () => {
    expect(ids(filterResources(resources, categories, 'all', 'published'))).toEqual([1, 3, 4])
    expect(ids(filterResources(resources, categories, 'security', 'drafts'))).toEqual([2])
  })
  it('matches nothing for an unknown slug', () => expect(filterResources(resources, categories, 'nope', 'all')).toEqual([]))
})
