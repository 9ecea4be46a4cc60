import type { VideoCategory } from './schemas/video'

/** A chip of the library: 'all' or one video category. */
export type VideoFilter = 'all' | VideoCategory

type Filterable = { title: string; description: string; category: string }

/**
 * The library's filter: a video shows when its category matches the chosen chip ('all' matches every one)
 * and the search text occurs, ignoring case and surrounding spaces, in its title or description.
 */
export function filterVideos<V extends Filterable>(videos: readonly V[], filter: VideoFilter, search: string): V[] {
  const needle = search.trim().toLocaleLowerCase('en')
  return videos.filter(
    (v) =>
      (filter === 'all' || v.category === filter) &&
      (needle === '' ||
        v.title.toLocaleLowerCase('en').includes(needle) ||
        v.description.toLocaleLowerCase('en').includes(needle)),
  )
}
