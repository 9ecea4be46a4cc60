import { pageTitle } from '../../../components/longform/pageTitle'
import { aboutIndex } from '../../../content/aboutIndex'

export default pageTitle(aboutIndex.notFound.title)
