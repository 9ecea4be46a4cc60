import { describe, expect, it } from 'vitest'
import { trapTarget } from './focusTrap'

describe('trapTarget', () => {
  const nodes = ['close', 'link-1', 'link-2'] as const
  it('wraps from the last node to the first on Tab and back on Shift+Tab', () => {
    expect(trapTarget(nodes, 'link-2', false)).toBe('close')
    expect(trapTarget(nodes, 'close', true)).toBe('link-2')
  })
  it('lets the browser move focus inside the trap', () => {
    expect(trapTarget(nodes, 'close', false)).toBeNull()
    expect(trapTarget(nodes, 'link-2', true)).toBeNull()
  })
  it('brings focus from outside back into the trap', () => {
    expect(trapTarget(nodes, null, false)).toBe('close')
    expect(trapTarget<string>(nodes, 'logo', true)).toBe('link-2')
  })
  it('does nothing with an empty trap', () => {
    expect(trapTarget([], null, false)).toBeNull()
  })
})
