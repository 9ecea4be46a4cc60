import type { PageContext } from 'vike/types'
import { findVideo } from '../../../content/findVideo'
import { site } from '../../../content/site'
import { videoLibrary } from '../../../content/videoLibrary'

export default function title(pageContext: PageContext) {
  const video = findVideo(pageContext.routeParams.videoId ?? '')
  return `${video ? `${video.title} | Videos` : videoLibrary.player.notFound} | ${site.brand}`
}
