import { describe, expect, it } from 'vitest'
import { describeChange } from './describe-change'

describe('describeChange', () => {
  it('names the comment and notification changes a person may review', () => {
    expect(describeChange({ name: 'boardComment.add', entity: 'boardComment' })).toBe('Post a comment')
    expect(describeChange({ name: 'boardComment.edit', entity: 'boardComment' })).toBe('Edit a comment')
    expect(describeChange({ name: 'boardComment.remove', entity: 'boardComment' })).toBe('Delete a comment')
    expect(describeChange({ name: 'notification.read', entity: 'notification' })).toBe('Mark a notification read')
  })
  it('names plain edits by their entity', () => {
    expect(describeChange({ name: 'vendor.update', entity: 'vendor' })).toBe('Edit of a vendor')
  })
})
