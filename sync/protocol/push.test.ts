import { describe, expect, it } from 'vitest'
import { dependsOnFailed, isPassingRefusal, type FailedRow } from './push'

describe('which mutations of a batch an earlier failure holds back', () => {
  const failed: FailedRow[] = [
    { id: 3, entity: 'vendor', entityId: -5 }, // a create that was refused: the row it was to make
    { id: 4, entity: 'board', entityId: 12 }, // an edit of an existing row that conflicted
  ]
  it('holds a mutation of the same row, and one referring to a row a failed create was to make', () => {
    expect(dependsOnFailed({ entity: 'board', entityId: 12, args: { name: 'Later edit' } }, failed)).toBe(4)
    expect(dependsOnFailed({ entity: 'vendor', entityId: -5, args: { name: 'x' } }, failed)).toBe(3)
    expect(dependsOnFailed({ entity: 'product', entityId: -6, args: { vendorId: -5 } }, failed)).toBe(3)
    expect(dependsOnFailed({ entity: 'favorite', entityId: -7, args: { itemType: 'vendor', itemId: -5 } }, failed)).toBe(3)
  })
  it('lets the others go on: other rows, existing rows a failed edit pointed at, and changes on no row', () => {
    expect(dependsOnFailed({ entity: 'board', entityId: 13, args: {} }, failed)).toBeUndefined()
    expect(dependsOnFailed({ entity: 'product', entityId: -8, args: { vendorId: 12 } }, [{ id: 1, entity: 'vendor', entityId: 12 }])).toBeUndefined()
    expect(dependsOnFailed({ entity: 'cartLine', entityId: 0, args: {} }, [{ id: 1, entity: 'cartLine', entityId: 0 }])).toBeUndefined()
  })
  it('tells the refusals that may pass later from the final ones', () => {
    expect([401, 408, 426, 429, 500, 503].every((s) => isPassingRefusal(s))).toBe(true)
    expect(isPassingRefusal(409, 'client-forgotten')).toBe(true)
    expect([400, 403, 404, 409, 412, 413, 422].some((s) => isPassingRefusal(s))).toBe(false)
  })
})
