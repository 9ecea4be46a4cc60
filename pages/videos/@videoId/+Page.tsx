import { usePageContext } from 'vike-react/usePageContext'
import { findVideo } from '../../../content/findVideo'
import { videos } from '../../../content/videos'
import { VideoNotFound } from '../VideoNotFound'
import { PlayerPage } from './PlayerPage'

export default function Page() {
  const { routeParams } = usePageContext()
  const video = findVideo(routeParams.videoId ?? '')
  return video ? <PlayerPage video={video} related={videos.filter((v) => v !== video)} /> : <VideoNotFound />
}
