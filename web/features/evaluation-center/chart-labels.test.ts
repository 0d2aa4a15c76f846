import { describe, expect, it } from 'vitest'
import { wrapLabel } from './chart-labels'

describe('wrapLabel', () => {
  it('keeps a label on one line when its group is wide enough', () => {
    expect(wrapLabel('Value for Money', 180, 14)).toEqual(['Value for Money'])
  })
  it('wraps on words when the group is narrow, so neighbouring labels never overlap', () => {
    expect(wrapLabel('Value for Money', 90, 14)).toEqual(['Value for', 'Money'])
    expect(wrapLabel('Customer Support', 90, 14)).toEqual(['Customer', 'Support'])
    expect(wrapLabel('Ease of Use', 90, 14)).toEqual(['Ease of Use'])
    expect(wrapLabel('Ease of Use', 60, 14)).toEqual(['Ease of', 'Use'])
  })
  it('never makes more lines than allowed', () => {
    expect(wrapLabel('A very long criterion name here', 30, 14)).toHaveLength(2)
  })
})
