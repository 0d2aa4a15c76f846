// How the profile and header show a user: an avatar initial (first-name letter, else username letter,
// else U), the full name if both first and last name exist otherwise the username, and a badge reading
// "Administrator" for role admin otherwise "Member".
import { describe, expect, it } from 'vitest'
import { displayName, roleBadge, userInitial } from './user-display'

describe('userInitial', () => {
  it('takes the first-name letter, upper-cased', () => {
    expect(userInitial({ firstName: 'ada', username: 'zed' })).toBe('A')
  })
  it('falls back to the username letter when the first name is missing or blank', () => {
    expect(userInitial({ firstName: null, username: 'grace' })).toBe('G')
    expect(userInitial({ firstName: '   ', username: 'grace' })).toBe('G')
  })
  it('falls back to U when neither exists', () => {
    expect(userInitial({ firstName: '', username: '' })).toBe('U')
    expect(userInitial({})).toBe('U')
  })
})

describe('displayName', () => {
  it('shows the full name when both first and last name exist', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada' })).toBe('Ada Lovelace')
  })
  it('shows the username when either name is missing', () => {
    expect(displayName({ firstName: 'Ada', lastName: null, username: 'ada' })).toBe('ada')
    expect(displayName({ firstName: null, lastName: 'Lovelace', username: 'ada' })).toBe('ada')
    expect(displayName({ firstName: 'Ada', lastName: '  ', username: 'ada' })).toBe('ada')
  })
})

describe('roleBadge', () => {
  it('reads Administrator for admins and Member for members and users', () => {
    expect(roleBadge('admin')).toBe('Administrator')
    expect(roleBadge('user')).toBe('Member')
    expect(roleBadge('member')).toBe('Member')
  })
})
