import { CategoryNotFound } from '../CategoryNotFound'

// Pre-rendered at /industry-voice/404: the server answers any unknown /industry-voice/<slug> with it and status 404.
export default function Page() {
  return <CategoryNotFound />
}
