import type { PageContext } from 'vike/types'
import { findVideo } from '../../../content/findVideo'
import { videoLibrary } from '../../../content/videoLibrary'

export default function description(pageContext: PageContext) {
  return findVideo(pageContext.routeParams.videoId ?? '')?.description ?? videoLibrary.description
}
