import { ArrowLeft } from 'lucide-react'
import { Button } from '../../components/Button'
import { NotFound } from '../../components/NotFound'
import { videoLibrary } from '../../content/videoLibrary'

/** What /videos/<unknown id> shows (served with status 404 from /videos/404). */
export function VideoNotFound() {
  const { notFound, notFoundText, backText } = videoLibrary.player
  return (
    <NotFound title={notFound} text={notFoundText}>
      <Button href="/videos">
        <ArrowLeft aria-hidden="true" size={18} /> {backText}
      </Button>
    </NotFound>
  )
}
