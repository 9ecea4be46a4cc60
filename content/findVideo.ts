import { videos } from './videos'

/** The video with this id, or undefined. */
export function findVideo(videoId: string) {
  return videos.find((v) => v.videoId === videoId)
}
