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
}

let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function clearTimer(id: number) {
  clearTimeout(timers.get(id))
  timers.delete(id)
}

/** Toasts shared by every island on the page (ES modules are singletons, so one store per page). */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  toast: ({ title, description, variant = 'default', durationMs = uiConstants.toast.durationMs }) => {
    const id = nextId++
    const kept = [{ id, title, description, variant, durationMs }, ...get().toasts].slice(0, uiConstants.toast.limit)
    for (const t of get().toasts) if (!kept.includes(t)) clearTimer(t.id)
    set({ toasts: kept })
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), durationMs),
    )
    return id
  },
  dismiss: (id) => {
    const gone = get().toasts.filter((t) => id === undefined || t.id === id)
    gone.forEach((t) => clearTimer(t.id))
    set({ toasts: get().toasts.filter((t) => !gone.includes(t)) })
  },
}))

/** Raises a toast from outside React (e.g. after a fetch). */
export const toast = (input: ToastInput) => useToastStore.getState().toast(input)
