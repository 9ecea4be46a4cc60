import { VideoNotFound } from '../VideoNotFound'

// Pre-rendered at /videos/404: the server answers any unknown /videos/<id> with it and status 404.
export default function Page() {
  return <VideoNotFound />
}
