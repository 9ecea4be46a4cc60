import { create } from 'zustand'
import { uiConstants } from '../content/uiConstants'

type ToastVariant = 'default' | 'destructive'
export type Toast = { id: number; title: string; description?: string; variant: ToastVariant; durationMs: number }
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; durationMs?: number }

type ToastState = {
  /** Newest first; never longer than the display limit (one). */
  toasts: Toast[]
  /** Shows a toast, replacing the one showing; it dismisses itself after its duration. Returns its id. */
  toast: (input: ToastInput) => number
  /** Removes a toast (all of them when no id is given). */
  dismiss: (id?: number) => void
  /** Stops a toast's countdown while the visitor reads it (hovers or focuses it): WCAG 2.2.1. */
  hold: (id: number) => void
  /** Lets a held toast count down again, from the time it had left. */
  release: (id: number) => void
}

let nextId = 1
/** Each toast's countdown: the running timer and when it ends, or, while held, the time it has left. */
const timers = new Map<number, { timer?: ReturnType<typeof setTimeout>; endsAt: number; leftMs?: number }>()

function clearTimer(id: number) {
  clearTimeout(timers.get(id)?.timer)
  timers.delete(id)
}

/** Toasts shared by every island on the page (ES modules are singletons, so one store per page). */
export const useToastStore = create<ToastState>()((set, get) => {
  const countDown = (id: number, ms: number) =>
    timers.set(id, { timer: setTimeout(() => get().dismiss(id), ms), endsAt: Date.now() + ms })
  return {
    toasts: [],
    toast: ({ title, description, variant = 'default', durationMs = uiConstants.toast.durationMs }) => {
      const id = nextId++
      const kept = [{ id, title, description, variant, durationMs }, ...get().toasts].slice(0, uiConstants.toast.limit)
      for (const t of get().toasts) if (!kept.includes(t)) clearTimer(t.id)
      set({ toasts: kept })
      countDown(id, durationMs)
      return id
    },
    dismiss: (id) => {
      const gone = get().toasts.filter((t) => id === undefined || t.id === id)
      gone.forEach((t) => clearTimer(t.id))
      set({ toasts: get().toasts.filter((t) => !gone.includes(t)) })
    },
    hold: (id) => {
      const countdown = timers.get(id)
      if (!countdown || countdown.leftMs !== undefined) return
      clearTimeout(countdown.timer)
      timers.set(id, { endsAt: countdown.endsAt, leftMs: Math.max(0, countdown.endsAt - Date.now()) })
    },
    release: (id) => {
      const leftMs = timers.get(id)?.leftMs
      if (leftMs !== undefined) countDown(id, leftMs)
    },
  }
})

/** Raises a toast from outside React (e.g. after a fetch). */
export const toast = (input: ToastInput) => useToastStore.getState().toast(input)
