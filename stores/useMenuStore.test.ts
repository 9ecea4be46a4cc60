import { beforeEach, describe, expect, it } from 'vitest'
import { useMenuStore } from './useMenuStore'

const initial = useMenuStore.getState()
beforeEach(() => useMenuStore.setState(initial, true))

describe('useMenuStore', () => {
  it('opens and closes the full-screen menu', () => {
    const { open, close, toggle } = useMenuStore.getState()
    open()
    expect(useMenuStore.getState().isOpen).toBe(true)
    close()
    expect(useMenuStore.getState().isOpen).toBe(false)
    toggle()
    expect(useMenuStore.getState().isOpen).toBe(true)
    toggle()
    expect(useMenuStore.getState().isOpen).toBe(false)
  })
  it('expands sections independently and collapses them all on close', () => {
    const s = useMenuStore.getState()
    s.open()
    expect(useMenuStore.getState().expanded).toEqual([])
    s.setSection('products', true)
    s.setSection('about', true)
    s.setSection('about', true)
    expect(useMenuStore.getState().expanded).toEqual(['products', 'about'])
    s.setSection('products', false)
    s.setSection('products', false)
    expect(useMenuStore.getState().expanded).toEqual(['about'])
    s.close()
    expect(useMenuStore.getState().expanded).toEqual([])
  })
  it('keeps one desktop dropdown open, and a stale hide does not close another', () => {
    const s = useMenuStore.getState()
    s.showDropdown('products')
    s.showDropdown('videos')
    expect(useMenuStore.getState().openDropdown).toBe('videos')
    s.hideDropdown('products')
    expect(useMenuStore.getState().openDropdown).toBe('videos')
    s.hideDropdown()
    expect(useMenuStore.getState().openDropdown).toBeNull()
  })
})
