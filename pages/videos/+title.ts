import { videoLibrary } from '../../content/videoLibrary'
export default videoLibrary.documentTitle
