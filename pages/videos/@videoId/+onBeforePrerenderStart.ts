// https://vike.dev/onBeforePrerenderStart — one player page per video.
import { videos } from '../../../content/videos'

export default function onBeforePrerenderStart() {
  return videos.map((v) => `/videos/${v.videoId}`)
}
