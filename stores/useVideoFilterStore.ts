import { create } from 'zustand'
import type { VideoFilter } from '../content/filterVideos'
import { videoCategories } from '../content/schemas/video'

type VideoFilterState = {
  filter: VideoFilter
  search: string
  setFilter: (filter: VideoFilter) => void
  setSearch: (search: string) => void
  /** Back to every video: chip 'all' and an empty search. */
  reset: () => void
  /** Reads ?category=…&q=… (unknown categories fall back to 'all'). */
  fromQuery: (query: string) => void
}

/** The video library's filter and search, shared by the library's widgets. */
export const useVideoFilterStore = create<VideoFilterState>()((set) => ({
  filter: 'all',
  search: '',
  setFilter: (filter) => set({ filter }),
  setSearch: (search) => set({ search }),
  reset: () => set({ filter: 'all', search: '' }),
  fromQuery: (query) => {
    const params = new URLSearchParams(query)
    const category = params.get('category') ?? 'all'
    set({
      filter: (videoCategories as readonly string[]).includes(category) ? (category as VideoFilter) : 'all',
      search: params.get('q') ?? '',
    })
  },
}))

/** The query string for a filter state, without defaults: '' for all videos. */
export function toQuery({ filter, search }: { filter: VideoFilter; search: string }): string {
  const params = new URLSearchParams()
  if (filter !== 'all') params.set('category', filter)
  if (search) params.set('q', search)
  const query = params.toString()
  return query ? `?${query}` : ''
}
