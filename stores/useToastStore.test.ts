import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast, useToastStore } from './useToastStore'

const titles = () => useToastStore.getState().toasts.map((t) => t.title)

describe('the toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    useToastStore.getState().dismiss()
  })
  afterEach(() => vi.useRealTimers())

  it('shows one toast at a time: a new one replaces the old', () => {
    toast({ title: 'First' })
    toast({ title: 'Second', variant: 'destructive' })
    expect(titles()).toEqual(['Second'])
    expect(useToastStore.getState().toasts[0]?.variant).toBe('destructive')
  })

  it('defaults to the default variant and disappears after 5000 ms', () => {
    toast({ title: 'Hello', description: 'World' })
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Hello',
      description: 'World',
      variant: 'default',
      durationMs: 5000,
    })
    vi.advanceTimersByTime(4999)
    expect(titles()).toEqual(['Hello'])
    vi.advanceTimersByTime(1)
    expect(titles()).toEqual([])
  })

  it('a replaced toast’s timer does not remove its successor early', () => {
    toast({ title: 'Old' })
    vi.advanceTimersByTime(3000)
    toast({ title: 'New' })
    vi.advanceTimersByTime(2500)
    expect(titles()).toEqual(['New'])
    vi.advanceTimersByTime(2500)
    expect(titles()).toEqual([])
  })

  it('stands still while held (hovered or focused) and counts down what it had left once released', () => {
    const id = toast({ title: 'Read me' })
    vi.advanceTimersByTime(3000)
    useToastStore.getState().hold(id)
    // Held twice (the pointer over it, then focus in it): still one countdown to resume.
    useToastStore.getState().hold(id)
    vi.advanceTimersByTime(60_000)
    expect(titles()).toEqual(['Read me'])
    useToastStore.getState().release(id)
    vi.advanceTimersByTime(1999)
    expect(titles()).toEqual(['Read me'])
    vi.advanceTimersByTime(1)
    expect(titles()).toEqual([])
  })

  it('dismisses by id', () => {
    const id = toast({ title: 'Bye' })
    useToastStore.getState().dismiss(id)
    expect(titles()).toEqual([])
  })
})

describe('swiping a toast', () => {
  it('dismisses only past 50 px to the right', async () => {
    const { isSwipeDismiss } = await import('../components/toast/Toaster')
    expect(isSwipeDismiss(50)).toBe(false)
    expect(isSwipeDismiss(51)).toBe(true)
    expect(isSwipeDismiss(-80)).toBe(false)
  })
})
