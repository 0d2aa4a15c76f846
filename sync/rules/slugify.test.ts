import { describe, expect, it } from 'vitest'
import { slugify, uniqueSlug } from './slugify'

describe('slugify', () => {
  it('lower-cases and turns runs of other characters into one hyphen', () => {
    expect(slugify('Acme Cloud  Security, Inc.')).toBe('acme-cloud-security-inc')
  })
  it('trims leading and trailing hyphens', () => {
    expect(slugify('  --Hello World!--  ')).toBe('hello-world')
  })
  it('folds accents', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme')
  })
})

describe('uniqueSlug', () => {
  it('adds -2, -3 ... until the slug is free', () => {
    const taken = new Set(['acme', 'acme-2'])
    expect(uniqueSlug('acme', (s) => taken.has(s))).toBe('acme-3')
  })
  it('uses the fallback for an empty base', () => {
    expect(uniqueSlug('', () => false, 'vendor')).toBe('vendor')
  })
})
