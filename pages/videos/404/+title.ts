import { site } from '../../../content/site'
import { videoLibrary } from '../../../content/videoLibrary'
export default `${videoLibrary.player.notFound} | ${site.brand}`
